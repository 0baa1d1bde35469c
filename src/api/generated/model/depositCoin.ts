import type { Decimal } from './decimal';
import type { Decimals } from './decimals';
import type { Id } from './id';

export interface DepositCoin {
  currency_id: Id;
  currency: string;
  decimals: Decimals;
  networks: string[];
  min_amount: Decimal;
  /** Fraction of the amount, e.g. "0". */
  fee_rate: Decimal;
}
