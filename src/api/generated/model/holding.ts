import type { Decimal } from './decimal';
import type { Id } from './id';

export interface Holding {
  currency_id: Id;
  currency: string;
  available: Decimal;
  frozen: Decimal;
  usdt_price: Decimal;
  /** Value of available plus frozen at usdt_price, truncated to 8 places. */
  usdt_value: Decimal;
  /** The coin's USDT pair, null for USDT itself. */
  pair_id: Id | null;
  /** @nullable */
  symbol: string | null;
  /** 24-hour change in percent of the USDT pair. */
  change: Decimal | null;
}
