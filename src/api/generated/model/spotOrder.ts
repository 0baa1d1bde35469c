import type { Decimal } from './decimal';
import type { Id } from './id';
import type { OrderSide } from './orderSide';
import type { OrderStatus } from './orderStatus';
import type { OrderType } from './orderType';
import type { Timestamp } from './timestamp';

export interface SpotOrder {
  id: Id;
  pair_id: Id;
  symbol: string;
  side: OrderSide;
  type: OrderType;
  /** Entrust (limit) price; null for a market order. */
  price: Decimal | null;
  /** In the base coin. */
  quantity: Decimal;
  status: OrderStatus;
  /** Held while waiting (quote coin for a buy */
  frozen_amount: Decimal;
  fill_price: Decimal | null;
  /** Filled value in the quote coin. */
  amount: Decimal | null;
  fee: Decimal | null;
  /** @nullable */
  fee_currency: string | null;
  /** Start of the feed's 5-second price step the fill used. */
  tick_at: Timestamp | null;
  /** The market price of that step. */
  tick_price: Decimal | null;
  created_at: Timestamp;
  finished_at: Timestamp | null;
}
