import type { PositiveDecimal } from './positiveDecimal';
import type { WalletOutBodyMethod } from './walletOutBodyMethod';

export type WalletOutBody = {
  method?: WalletOutBodyMethod;
  /** @minimum 1 */
  currency_id: number;
  /**
   * One of the user's withdraw addresses (method chain).
   * @minimum 1
   */
  address_id?: number;
  amount: PositiveDecimal;
  /** @pattern ^\d{6}$ */
  fund_password: string;
  /** @maxLength 200 */
  remark?: string;
};
