import type { Decimal } from './decimal';
import type { Id } from './id';
import type { LeverCloseReason } from './leverCloseReason';
import type { LeverSide } from './leverSide';
import type { LeverStatus } from './leverStatus';
import type { PositiveInt } from './positiveInt';
import type { Timestamp } from './timestamp';

export interface LeverPosition {
  id: Id;
  currency_id: Id;
  symbol: string;
  side: LeverSide;
  lots: PositiveInt;
  lot_size: Decimal;
  multiple: PositiveInt;
  open_price: Decimal;
  /** The feed's price now. */
  current_price: Decimal;
  margin: Decimal;
  fee: Decimal;
  stop_profit: Decimal;
  stop_loss: Decimal;
  liquidation_price: Decimal;
  /** Floating P&L while holding (at the current price, capped at minus the margin), realised once closed. */
  profit: Decimal;
  status: LeverStatus;
  close_reason: LeverCloseReason | null;
  /** The price of the tick used. */
  close_price: Decimal | null;
  /** The instant of the tick used. */
  tick_at: Timestamp | null;
  created_at: Timestamp;
  closed_at: Timestamp | null;
}
