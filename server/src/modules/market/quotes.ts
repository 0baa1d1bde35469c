// Quotes of every pair at the app clock. Prices change every 5 seconds, so the answer is cached per
// 5-second step and price source (the socket's ticker and the REST call share it).
import type { Db } from '../../db/index.ts';
import { candles, stats24h } from './candles.ts';
import { candleFeed } from './feed.ts';
import { bucketStart, type Period } from './periods.ts';
import { priceSource, tickStart } from './prices.ts';
import { changeText, presentCandle, presentDeal, priceText, quantityText } from './present.ts';
import { findPair, listPairs, type Pair } from './pairs.ts';
import { marketFail } from './errors.ts';
import { MINUTE_MS } from './periods.ts';

export function ticker(pair: Pair, now: Date) {
  const s = stats24h(pair, now);
  return {
    pair_id: pair.id,
    symbol: pair.symbol,
    base: pair.base,
    quote: pair.quote,
    base_currency_id: pair.baseId,
    quote_currency_id: pair.quoteId,
    price: priceText(s.last),
    open: priceText(s.open),
    change: changeText(s.open, s.last),
    high: priceText(s.high),
    low: priceText(s.low),
    volume: quantityText(s.volume, pair.quantityDecimals),
    price_decimals: pair.priceDecimals,
    quantity_decimals: pair.quantityDecimals,
  };
}
export type Ticker = ReturnType<typeof ticker>;

let cached: { key: string; source: object; feed: object; tickers: Ticker[] } | undefined;

export function tickers(pairs: Pair[], now: Date): Ticker[] {
  const key = `${tickStart(now.getTime())}:${pairs.map((p) => p.id).join(',')}`;
  if (
    cached &&
    cached.key === key &&
    cached.source === priceSource() &&
    cached.feed === candleFeed()
  )
    return cached.tickers;
  const list = pairs.map((pair) => ticker(pair, now));
  cached = { key, source: priceSource(), feed: candleFeed(), tickers: list };
  return list;
}

export function groupByQuote(list: Ticker[]) {
  const groups = new Map<number, { quote: string; quote_currency_id: number; pairs: Ticker[] }>();
  for (const t of list) {
    let group = groups.get(t.quote_currency_id);
    if (!group)
      groups.set(
        t.quote_currency_id,
        (group = { quote: t.quote, quote_currency_id: t.quote_currency_id, pairs: [] }),
      );
    group.pairs.push(t);
  }
  return [...groups.values()];
}

export async function quotation(db: Db, now: Date) {
  return { at: now.toISOString(), groups: groupByQuote(tickers(await listPairs(db), now)) };
}

export async function requirePair(
  db: Db,
  key: { pair_id?: number; symbol?: string },
): Promise<Pair> {
  const pair = findPair(await listPairs(db), key);
  if (!pair) throw marketFail.unknownPair();
  return pair;
}

export function kline(pair: Pair, period: Period, now: Date, limit: number) {
  return {
    pair_id: pair.id,
    symbol: pair.symbol,
    period,
    candles: candles(pair, period, now, limit).map((c) => presentCandle(c, pair)),
  };
}

/** Deals of the current and previous minutes that have happened by `now`, newest first. */
export function deals(pair: Pair, now: Date, limit: number) {
  const feed = candleFeed();
  const out = [];
  for (
    let m = bucketStart('1min', now.getTime());
    out.length < limit && m >= feed.start;
    m -= MINUTE_MS
  ) {
    const minute = feed
      .deals(pair, m)
      .filter((d) => d.time <= now.getTime())
      .reverse();
    out.push(...minute.map((d) => presentDeal(d, pair)));
  }
  return { pair_id: pair.id, symbol: pair.symbol, items: out.slice(0, limit) };
}
