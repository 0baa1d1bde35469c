import type { LeverSide } from './leverSide';
import type { PositiveDecimal } from './positiveDecimal';

export interface LeverSubmitRequest {
  /** @minimum 1 */
  currency_id: number;
  side: LeverSide;
  /**
   * A positive integer, at least 1 ("Leverage minimum: 1 lot").
   * @maxLength 12
   */
  lots: string;
  /** @minimum 1 */
  multiple: number;
  stop_profit: PositiveDecimal;
  stop_loss: PositiveDecimal;
}
