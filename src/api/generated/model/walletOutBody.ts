import type { Id } from './id';
import type { PasskeyAnswer } from './passkeyAnswer';
import type { PositiveDecimal } from './positiveDecimal';
import type { StepUpCode } from './stepUpCode';
import type { WalletOutBodyMethod } from './walletOutBodyMethod';

export type WalletOutBody = {
  /** @maxLength 5 */
  method?: WalletOutBodyMethod;
  currency_id: Id;
  /** One of the user's withdraw addresses (method chain). */
  address_id?: Id;
  amount: PositiveDecimal;
  /**
   * @maxLength 6
   * @pattern ^\d{6}$
   */
  fund_password: string;
  totp_code?: StepUpCode;
  passkey?: PasskeyAnswer;
  /** @maxLength 200 */
  remark?: string;
};
