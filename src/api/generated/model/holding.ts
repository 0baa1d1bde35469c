import type { Decimal } from './decimal';

export interface Holding {
  /** @minimum 1 */
  currency_id: number;
  currency: string;
  available: Decimal;
  frozen: Decimal;
  usdt_price: Decimal;
  /** Value of available plus frozen at usdt_price, truncated to 8 places. */
  usdt_value: Decimal;
  /**
   * The coin's USDT pair, null for USDT itself.
   * @nullable
   */
  pair_id: number | null;
  /** @nullable */
  symbol: string | null;
  /** 24-hour change in percent of the USDT pair. */
  change: Decimal | null;
}
