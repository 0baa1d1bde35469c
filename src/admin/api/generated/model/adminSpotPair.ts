import type { Count } from './count';
import type { Decimal } from './decimal';
import type { Decimals } from './decimals';
import type { Id } from './id';
import type { Sort } from './sort';
import type { SpotPairState } from './spotPairState';

export interface AdminSpotPair {
  /** The app's pair_id. */
  id: Id;
  symbol: string;
  base_id: Id;
  /** The base coin's symbol. */
  base: string;
  /** The base coin's decimals (the quantity's limit). */
  base_decimals: Decimals;
  quote_id: Id;
  /** The quote coin's symbol. */
  quote: string;
  /** The quote coin's decimals (the value's limit). */
  quote_decimals: Decimals;
  /** False when either coin is delisted - the pair then takes no orders whatever its state. */
  coins_listed: boolean;
  price_decimals: Decimals;
  quantity_decimals: Decimals;
  /** The pair's own fee rate; null - the `spot.fee_rate` setting. */
  fee_rate: Decimal | null;
  /** The rate a new order is placed under now (its own, or the setting). */
  effective_fee_rate: Decimal;
  /** One order's least quantity in the base coin (0 - none). */
  min_quantity: Decimal;
  /** One order's least value in the quote coin, price x quantity (0 - none). */
  min_amount: Decimal;
  sort: Sort;
  state: SpotPairState;
  /** Limit orders waiting on the pair. */
  open_orders: Count;
}
