import type { Decimal } from './decimal';
import type { Decimals } from './decimals';
import type { Id } from './id';

export interface Ticker {
  pair_id: Id;
  /** e.g. "BTC/USDT". */
  symbol: string;
  base: string;
  quote: string;
  base_currency_id: Id;
  quote_currency_id: Id;
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
  price_decimals: Decimals;
  quantity_decimals: Decimals;
}
