import Decimal from 'decimal.js';
import { parseDecimal } from '../../../lib/decimal';
import { LEGAL_DECIMALS } from './decimal';

// Conversions between an order's amount (legal currency) and quantity (coin) at the ad's price.
// Both are cut down, never rounded up: the user is never shown more than they would get.

export interface AdTerms {
  price: string;
  min_amount: string;
  max_amount: string;
  remaining_quantity: string;
}

/**
 * The ad's limits narrowed by the platform's order limits (an operator may narrow those after the
 * ad was published): the range the server accepts an order in (code 2509).
 */
export function withinPlatform<T extends AdTerms>(
  ad: T,
  platform: { order_min_amount: string; order_max_amount: string },
): T {
  const min = Decimal.max(ad.min_amount, platform.order_min_amount);
  const max = Decimal.min(ad.max_amount, platform.order_max_amount);
  return { ...ad, min_amount: min.toFixed(), max_amount: max.toFixed() };
}

const cut = (value: Decimal, places: number) =>
  value.toDecimalPlaces(places, Decimal.ROUND_DOWN).toFixed(places);

/** The coin quantity an amount buys at `price`; '' for bad input. */
export function quantityOf(amount: string, price: string, decimals: number): string {
  const a = parseDecimal(amount);
  const p = parseDecimal(price);
  if (!a || !p || p.lte(0)) return '';
  return cut(a.div(p), decimals);
}

/** What a quantity costs at `price`, in the legal currency; '' for bad input. */
export function amountOf(quantity: string, price: string): string {
  const q = parseDecimal(quantity);
  const p = parseDecimal(price);
  if (!q || !p) return '';
  return cut(q.times(p), LEGAL_DECIMALS);
}

/** The largest order an ad still takes: its maximum, or what its remaining quantity is worth. */
export function maxOrderOf(ad: AdTerms, decimals: number): { amount: string; quantity: string } {
  const max = parseDecimal(ad.max_amount) ?? new Decimal(0);
  const remaining = parseDecimal(ad.remaining_quantity) ?? new Decimal(0);
  const price = parseDecimal(ad.price) ?? new Decimal(0);
  const worth = remaining.times(price);
  if (worth.lte(max))
    return { amount: cut(worth, LEGAL_DECIMALS), quantity: cut(remaining, decimals) };
  return {
    amount: cut(max, LEGAL_DECIMALS),
    quantity: quantityOf(max.toFixed(), ad.price, decimals),
  };
}
