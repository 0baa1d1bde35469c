import type { Decimal } from './decimal';
import type { Decimals } from './decimals';
import type { FiatMethod } from './fiatMethod';
import type { Id } from './id';

export interface DepositChannel {
  method: FiatMethod;
  /** The coin credited. */
  currency_id: Id;
  currency: string;
  decimals: Decimals;
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
