// Numbers of the feed as wire decimals: prices keep their 8 significant digits, volumes the pair's
// quantity places, percentages 2 places (all truncated).
import { Money, toDecimalString } from '../../lib/decimal.ts';
import type { Candle, Deal } from './feed.ts';
import type { Pair } from './pairs.ts';

export const priceText = (x: number) => toDecimalString(new Money(x.toPrecision(8)));
export const quantityText = (x: number, places: number) =>
  toDecimalString(new Money(x).toDecimalPlaces(places, Money.ROUND_DOWN));

export function presentCandle(c: Candle, pair: Pair) {
  return {
    time: c.time,
    open: priceText(c.open),
    high: priceText(c.high),
    low: priceText(c.low),
    close: priceText(c.close),
    volume: quantityText(c.volume, pair.quantityDecimals),
  };
}

export function presentDeal(d: Deal, pair: Pair) {
  return {
    time: d.time,
    price: priceText(d.price),
    quantity: quantityText(d.quantity, pair.quantityDecimals),
    side: d.side,
  };
}

/** Percent change from `open` to `last`, 2 places, truncated toward zero. */
export function changeText(open: number, last: number): string {
  if (!(open > 0)) return '0';
  const pct = new Money(priceText(last)).minus(priceText(open)).div(priceText(open)).times(100);
  return toDecimalString(pct.toDecimalPlaces(2, Money.ROUND_DOWN));
}
