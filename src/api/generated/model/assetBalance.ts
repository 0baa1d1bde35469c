import type { Decimal } from './decimal';

/**
 * One currency in one account. `total` = `available` + `frozen`.
 */
export interface AssetBalance {
  /** @minimum 1 */
  currency_id: number;
  symbol: string;
  name: string;
  /**
   * @minimum 0
   * @maximum 18
   */
  decimals: number;
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
