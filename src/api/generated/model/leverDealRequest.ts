import type { Id } from './id';

export interface LeverDealRequest {
  /** The coin of the pair `<coin>/USDT`. */
  currency_id: Id;
}
