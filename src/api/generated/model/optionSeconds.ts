import type { Decimal } from './decimal';

export interface OptionSeconds {
  /**
   * Time from purchase to delivery.
   * @minimum 1
   */
  seconds: number;
  /** Profit of a win per unit staked, e.g. "0.15". */
  payout_ratio: Decimal;
  /** Minimum stake for this duration. */
  min_amount: Decimal;
}
