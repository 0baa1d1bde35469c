import type { Count } from './count';
import type { Decimal } from './decimal';
import type { Decimals } from './decimals';
import type { DerivativeState } from './derivativeState';
import type { Id } from './id';
import type { PositiveInt } from './positiveInt';

export interface AdminLeverMarket {
  /** The coin (the key). */
  currency_id: Id;
  /** The coin's symbol. */
  currency: string;
  symbol: string;
  /** The coin's decimal places (the lot size's limit). */
  decimals: Decimals;
  /** False when the coin is delisted - the app then offers no position on it, whatever the state. */
  coin_listed: boolean;
  /** Whether the price feed quotes the coin. */
  priced: boolean;
  /** Coins per lot. */
  lot_size: Decimal;
  /** Fee as a share of the notional, paid at opening (0.0005 = 0.05 %). */
  fee_rate: Decimal;
  /** The liquidation threshold - a position is liquidated when its loss reaches (1 - this) x margin. */
  maintenance_rate: Decimal;
  /** The multiples a new position may take, ascending. */
  multiples: PositiveInt[];
  state: DerivativeState;
  /** Positions still holding. */
  open_positions: Count;
  /** Their margin in USDT */
  margin_held: Decimal;
}
