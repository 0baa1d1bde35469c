import type { Count } from './count';
import type { Decimal } from './decimal';
import type { Decimals } from './decimals';
import type { HashrateUnit } from './hashrateUnit';
import type { Id } from './id';
import type { MiningState } from './miningState';
import type { PositiveInt } from './positiveInt';
import type { Sort } from './sort';
import type { Timestamp } from './timestamp';

export interface AdminMinerModel {
  id: Id;
  name: string;
  hashrate: Decimal;
  hashrate_unit: HashrateUnit;
  coin_id: Id;
  /** The mined coin's symbol. */
  coin: string;
  /** false when the coin is delisted (the model is then not sold, and cannot be opened). */
  coin_listed: boolean;
  /** The mined coin's decimal places (the daily yield's limit). */
  decimals: Decimals;
  /** A whole machine, in USDT. */
  price: Decimal;
  /** One seat, in USDT. */
  seat_price: Decimal;
  /** Seats (equal shares) per machine. */
  seats: PositiveInt;
  /** Coins a whole machine mines a day. */
  daily_yield: Decimal;
  /** Derived - daily_yield / seats, rounded down to the coin's decimals. */
  seat_daily_yield: Decimal;
  /** Days from purchase to the first earning day. */
  prepare_days: Count;
  /** Earning days. */
  run_days: PositiveInt;
  offer_ends_at: Timestamp;
  /** The offer end has passed (not sold, even if open). */
  offer_ended: boolean;
  sort: Sort;
  state: MiningState;
  /** Miners and seats sold and not yet ended. */
  running_miners: Count;
  /** The whole machines those stand for (a seat is 1 / seats). */
  running_machines: Decimal;
}
