import type { Decimal } from './decimal';

export interface Ticker {
  /** @minimum 1 */
  pair_id: number;
  /** e.g. "BTC/USDT". */
  symbol: string;
  base: string;
  quote: string;
  /** @minimum 1 */
  base_currency_id: number;
  /** @minimum 1 */
  quote_currency_id: number;
  /** Last price (the price of now */
  price: Decimal;
  /** Price 24 hours ago. */
  open: Decimal;
  /** Change over 24 hours in percent, 2 places (e.g. "-1.25"). */
  change: Decimal;
  /** 24-hour high. */
  high: Decimal;
  /** 24-hour low. */
  low: Decimal;
  /** 24-hour volume in the base coin. */
  volume: Decimal;
  /**
   * @minimum 0
   * @maximum 18
   */
  price_decimals: number;
  /**
   * @minimum 0
   * @maximum 18
   */
  quantity_decimals: number;
}
