import type { Decimal } from './decimal';
import type { Trader } from './trader';

export type TraderDetail = Trader & {
  /** The user's available USDT in the trust account. */
  available: Decimal;
};
