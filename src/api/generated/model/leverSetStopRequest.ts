import type { Id } from './id';
import type { PositiveDecimal } from './positiveDecimal';

export interface LeverSetStopRequest {
  id: Id;
  stop_profit: PositiveDecimal;
  stop_loss: PositiveDecimal;
}
