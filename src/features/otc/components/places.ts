import { LEGAL_DECIMALS, PRICE_DECIMALS } from '../schemas';

/**
 * Places to show a server value with: its own significant places (the server already cut it),
 * at least two, never more than `max` (the coin's decimals): "1,000.00 USDT", not 1,000.00000000.
 */
export function placesFor(value: string, max: number): number {
  const significant = (value.split('.')[1] ?? '').replace(/0+$/, '').length;
  return Math.min(max, Math.max(Math.min(2, max), significant));
}

/** Prices keep the places they were set with (at least the legal two, at most eight). */
export const priceDecimals = (price: string): number =>
  Math.max(LEGAL_DECIMALS, placesFor(price, PRICE_DECIMALS));
