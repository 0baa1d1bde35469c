import type { Id } from './id';
import type { PositiveDecimal } from './positiveDecimal';

export interface FlashRequest {
  /** The coin paid from the spot account. */
  currency_id: Id;
  /** The coin received in the spot account. */
  to_currency_id: Id;
  amount: PositiveDecimal;
}
