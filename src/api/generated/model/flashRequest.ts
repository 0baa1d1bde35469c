import type { PositiveDecimal } from './positiveDecimal';

export interface FlashRequest {
  /**
   * The coin paid from the spot account.
   * @minimum 1
   */
  currency_id: number;
  /**
   * The coin received in the spot account.
   * @minimum 1
   */
  to_currency_id: number;
  amount: PositiveDecimal;
}
