// USDT valuation of balances through the market's price source (modules/market/prices.ts).
import { Money, formatDown, toDecimalString, type Decimal } from '../../lib/decimal.ts';
import { priceSource, usdtPrice } from '../market/prices.ts';

/** Places of a USDT valuation (USDT's own decimals). */
export const USDT_PLACES = 8;

/** The USDT price of one unit now, or null when the currency has no market. */
export function priceOf(currencyId: number, at: Date): string | null {
  if (!priceSource().supports(currencyId)) return null;
  return usdtPrice(currencyId, at);
}

/** `amount` x `price`, truncated to USDT places (a valuation never shows more than is held). */
export function valueOf(amount: string | Decimal, price: string | null): string | null {
  if (price === null) return null;
  return toDecimalString(formatDown(new Money(amount).times(price), USDT_PLACES));
}
