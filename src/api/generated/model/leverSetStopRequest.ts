import type { PositiveDecimal } from './positiveDecimal';

export interface LeverSetStopRequest {
  /** @minimum 1 */
  id: number;
  stop_profit: PositiveDecimal;
  stop_loss: PositiveDecimal;
}
