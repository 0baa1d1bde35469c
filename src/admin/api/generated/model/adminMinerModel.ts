import type { Decimal } from './decimal';
import type { HashrateUnit } from './hashrateUnit';
import type { MiningState } from './miningState';
import type { Timestamp } from './timestamp';

export interface AdminMinerModel {
  id: number;
  name: string;
  hashrate: Decimal;
  hashrate_unit: HashrateUnit;
  coin_id: number;
  /** The mined coin's symbol. */
  coin: string;
  /** false when the coin is delisted (the model is then not sold, and cannot be opened). */
  coin_listed: boolean;
  /** The mined coin's decimal places (the daily yield's limit). */
  decimals: number;
  /** A whole machine, in USDT. */
  price: Decimal;
  /** One seat, in USDT. */
  seat_price: Decimal;
  /**
   * Seats (equal shares) per machine.
   * @minimum 1
   */
  seats: number;
  /** Coins a whole machine mines a day. */
  daily_yield: Decimal;
  /** Derived - daily_yield / seats, rounded down to the coin's decimals. */
  seat_daily_yield: Decimal;
  /**
   * Days from purchase to the first earning day.
   * @minimum 0
   */
  prepare_days: number;
  /**
   * Earning days.
   * @minimum 1
   */
  run_days: number;
  offer_ends_at: Timestamp;
  /** The offer end has passed (not sold, even if open). */
  offer_ended: boolean;
  sort: number;
  state: MiningState;
  /** Miners and seats sold and not yet ended. */
  running_miners: number;
  /** The whole machines those stand for (a seat is 1 / seats). */
  running_machines: Decimal;
}
