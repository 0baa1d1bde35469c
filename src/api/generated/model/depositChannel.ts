import type { Decimal } from './decimal';
import type { FiatMethod } from './fiatMethod';

export interface DepositChannel {
  method: FiatMethod;
  /**
   * The coin credited.
   * @minimum 1
   */
  currency_id: number;
  currency: string;
  /**
   * @minimum 0
   * @maximum 18
   */
  decimals: number;
  min_amount: Decimal;
  fee_rate: Decimal;
  /** The receiving account holder's name. */
  holder: string;
  /** The card number, or the WeChat or Alipay account. */
  account: string;
  /** @nullable */
  bank_name: string | null;
  /** @nullable */
  branch: string | null;
  /** @nullable */
  swift: string | null;
}
