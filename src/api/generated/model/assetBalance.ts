import type { Decimal } from './decimal';
import type { Decimals } from './decimals';
import type { Id } from './id';

/**
 * One currency in one account. `total` = `available` + `frozen`.
 */
export interface AssetBalance {
  currency_id: Id;
  symbol: string;
  name: string;
  decimals: Decimals;
  /**
   * The coin's icon on the platform (`/api/coins/{id}/icon?v=...`); null or absent for none.
   * @nullable
   */
  icon_url?: string | null;
  total: Decimal;
  available: Decimal;
  frozen: Decimal;
  /** USDT price of one unit now; null when the currency has no market. */
  usdt_price: null | Decimal;
  /** The total valued in USDT; null when the currency has no market. */
  usdt_value: null | Decimal;
}
