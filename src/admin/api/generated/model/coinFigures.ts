import type { Decimal } from './decimal';
import type { Id } from './id';
import type { Units } from './units';

export interface CoinFigures {
  currency_id: Id;
  symbol: string;
  /**
   * @minimum 0
   * @maximum 18
   */
  decimals: number;
  /** The root's sum for this coin. */
  total_units: Units;
  /** The same in the coin. */
  total: Decimal;
  /** What the ledger's journal says users hold in this coin at the snapshot. */
  ledger_total: Decimal;
}
