import type { Id } from './id';
import type { OrderSide } from './orderSide';
import type { OrderType } from './orderType';
import type { PositiveDecimal } from './positiveDecimal';

export interface TradeRequest {
  pair_id: Id;
  side: OrderSide;
  type: OrderType;
  /** In the base coin */
  quantity: PositiveDecimal;
  /** Required for a limit order */
  price?: PositiveDecimal;
}
