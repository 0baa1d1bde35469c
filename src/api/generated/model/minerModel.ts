import type { Count } from './count';
import type { Decimal } from './decimal';
import type { Id } from './id';
import type { PositiveInt } from './positiveInt';
import type { Timestamp } from './timestamp';

export interface MinerModel {
  id: Id;
  name: string;
  hashrate: Decimal;
  hashrate_unit: string;
  coin_id: Id;
  /** The mined coin. */
  coin: string;
  /** USDT per machine. */
  price: Decimal;
  /** USDT per seat. */
  seat_price: Decimal;
  /** Seats per machine. */
  seats: PositiveInt;
  /** Coins a machine mines per day. */
  daily_yield: Decimal;
  /** Coins a seat mines per day. */
  seat_daily_yield: Decimal;
  prepare_days: Count;
  run_days: PositiveInt;
  offer_ends_at: Timestamp;
  /** Until the offer ends. */
  remaining_seconds: Count;
}
