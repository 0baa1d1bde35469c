import type { Decimal } from './decimal';
import type { Decimals } from './decimals';
import type { Id } from './id';

export interface ConvertCoin {
  currency_id: Id;
  currency: string;
  decimals: Decimals;
  usdt_price: Decimal;
  available: Decimal;
}
