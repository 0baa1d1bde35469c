import type { Id } from './id';
import type { LeverSide } from './leverSide';
import type { PositiveDecimal } from './positiveDecimal';
import type { PositiveInt } from './positiveInt';

export interface LeverSubmitRequest {
  currency_id: Id;
  side: LeverSide;
  /**
   * A positive integer, at least 1 ("Leverage minimum: 1 lot").
   * @maxLength 12
   */
  lots: string;
  multiple: PositiveInt;
  stop_profit: PositiveDecimal;
  stop_loss: PositiveDecimal;
}
