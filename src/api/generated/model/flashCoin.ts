import type { Decimal } from './decimal';
import type { Decimals } from './decimals';
import type { Id } from './id';

export interface FlashCoin {
  currency_id: Id;
  /** The coin's symbol. */
  currency: string;
  decimals: Decimals;
  usdt_price: Decimal;
  /** Available in the user's spot account. */
  available: Decimal;
}
