import type { Decimal } from './decimal';
import type { PositiveInt } from './positiveInt';

export interface OptionSeconds {
  /** Time from purchase to delivery. */
  seconds: PositiveInt;
  /** Profit of a win per unit staked, e.g. "0.15". */
  payout_ratio: Decimal;
  /** Minimum stake for this duration. */
  min_amount: Decimal;
  /**
   * This duration's flat band: delivery within ± this fraction of the buy price is flat (an
   * order keeps the band it was bought under).
   */
  flat_band?: Decimal;
}
