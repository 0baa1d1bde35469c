import type { Decimal } from './decimal';
import type { Timestamp } from './timestamp';

export interface MinerModel {
  /** @minimum 1 */
  id: number;
  name: string;
  hashrate: Decimal;
  hashrate_unit: string;
  /** @minimum 1 */
  coin_id: number;
  /** The mined coin. */
  coin: string;
  /** USDT per machine. */
  price: Decimal;
  /** USDT per seat. */
  seat_price: Decimal;
  /**
   * Seats per machine.
   * @minimum 1
   */
  seats: number;
  /** Coins a machine mines per day. */
  daily_yield: Decimal;
  /** Coins a seat mines per day. */
  seat_daily_yield: Decimal;
  /** @minimum 0 */
  prepare_days: number;
  /** @minimum 1 */
  run_days: number;
  offer_ends_at: Timestamp;
  /**
   * Until the offer ends.
   * @minimum 0
   */
  remaining_seconds: number;
}
