import type { Decimal } from './decimal';
import type { Decimals } from './decimals';
import type { Id } from './id';

export interface OtcCurrency {
  currency_id: Id;
  currency: string;
  decimals: Decimals;
  /** The last market price in the legal currency, a guide for ad prices. */
  reference_price: Decimal;
}
