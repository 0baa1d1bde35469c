import type { Count } from './count';
import type { Decimal } from './decimal';
import type { DerivativeState } from './derivativeState';
import type { PositiveInt } from './positiveInt';

export interface AdminOptionDuration {
  /** Time from purchase to delivery (the key). */
  seconds: PositiveInt;
  /** Profit of a win per unit staked (0.15 = a win pays the stake x 1.15). */
  payout_ratio: Decimal;
  /** Minimum stake. */
  min_amount: Decimal;
  /** Fraction of the open price inside which the option delivers flat (0.0001 = 0.01 %). */
  flat_band: Decimal;
  state: DerivativeState;
  /** Orders still waiting for delivery. */
  open_orders: Count;
  /** Their stakes */
  staked: Decimal;
}
