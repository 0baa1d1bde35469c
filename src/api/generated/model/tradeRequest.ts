import type { OrderSide } from './orderSide';
import type { OrderType } from './orderType';
import type { PositiveDecimal } from './positiveDecimal';

export interface TradeRequest {
  /** @minimum 1 */
  pair_id: number;
  side: OrderSide;
  type: OrderType;
  /** In the base coin */
  quantity: PositiveDecimal;
  /** Required for a limit order */
  price?: PositiveDecimal;
}
