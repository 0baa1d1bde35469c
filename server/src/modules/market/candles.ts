// Candles of any period, computed on demand from the feed's 1-minute candles up to the app clock's
// "now": the last bucket is the in-progress candle (minutes up to and including the current one, whose
// 5-second steps count up to now, so it closes at the price of now).
// Whole-day summaries of finished days are cached per feed and price source (pure functions of them).
import { candleFeed, type Candle, type CandleFeed } from './feed.ts';
import { priceSource, type PriceSource } from './prices.ts';
import {
  bucketStart,
  DAY_MS,
  isDaily,
  MINUTE_MS,
  nextBucket,
  previousBucket,
  type Period,
} from './periods.ts';
import type { Pair } from './pairs.ts';

const DAY_CACHE_LIMIT = 20_000;
type SourceCaches<V> = WeakMap<CandleFeed, WeakMap<PriceSource, Map<string, V>>>;
const dayCaches: SourceCaches<Candle> = new WeakMap();

/** The cache of a feed under the current price source (its entries are pure functions of both). */
function cacheOf<V>(caches: SourceCaches<V>, feed: CandleFeed): Map<string, V> {
  let bySource = caches.get(feed);
  if (!bySource) caches.set(feed, (bySource = new WeakMap()));
  const source = priceSource();
  let cache = bySource.get(source);
  if (!cache) bySource.set(source, (cache = new Map()));
  return cache;
}

const dayCache = (feed: CandleFeed) => cacheOf(dayCaches, feed);

/** Stores a value, forgetting everything first once the cache is full. */
function remember<V>(cache: Map<string, V>, key: string, value: V): void {
  if (cache.size >= DAY_CACHE_LIMIT) cache.clear();
  cache.set(key, value);
}

/** Folds candles (in time order) into one starting at `time`; undefined for none. */
export function merge(time: number, parts: Candle[]): Candle | undefined {
  if (parts.length === 0) return undefined;
  let { high, low, volume } = parts[0]!;
  for (let i = 1; i < parts.length; i++) {
    const c = parts[i]!;
    if (c.high > high) high = c.high;
    if (c.low < low) low = c.low;
    volume += c.volume;
  }
  return { time, open: parts[0]!.open, high, low, close: parts.at(-1)!.close, volume };
}

/** The minute candles in [from, to), clipped to the feed's start; the minute in progress as seen at `now`. */
function minutes(feed: CandleFeed, pair: Pair, from: number, to: number, now: number): Candle[] {
  const out: Candle[] = [];
  for (let m = Math.max(from, feed.start); m < to; m += MINUTE_MS)
    out.push(m + MINUTE_MS <= now ? feed.minute(pair, m) : feed.minute(pair, m, now));
  return out;
}

function day(
  feed: CandleFeed,
  pair: Pair,
  start: number,
  end: number,
  now: number,
): Candle | undefined {
  const complete = end >= start + DAY_MS && now >= start + DAY_MS;
  const cache = dayCache(feed);
  const key = `${pair.baseId}/${pair.quoteId}:${start}`;
  const hit = complete ? cache.get(key) : undefined;
  if (hit) return hit;
  const summary = merge(start, minutes(feed, pair, start, Math.min(end, start + DAY_MS), now));
  if (complete && summary) remember(cache, key, summary);
  return summary;
}

/** One bucket [start, next) seen at `now`: only minutes that have begun count. */
function bucket(
  feed: CandleFeed,
  pair: Pair,
  period: Period,
  start: number,
  now: number,
): Candle | undefined {
  const end = Math.min(nextBucket(period, start), bucketStart('1min', now) + MINUTE_MS);
  if (!isDaily(period)) return merge(start, minutes(feed, pair, start, end, now));
  const days: Candle[] = [];
  for (let d = Math.max(start, bucketStart('1day', feed.start)); d < end; d += DAY_MS) {
    const summary = day(feed, pair, d, end, now);
    if (summary) days.push(summary);
  }
  return merge(start, days);
}

/** The last `limit` candles of a period, oldest first, the last one in progress at `now`. */
export function candles(
  pair: Pair,
  period: Period,
  now: Date,
  limit: number,
  feed: CandleFeed = candleFeed(),
): Candle[] {
  const t = now.getTime();
  if (t < feed.start) return [];
  const out: Candle[] = [];
  for (
    let start = bucketStart(period, t);
    out.length < limit && nextBucket(period, start) > feed.start;
    start = previousBucket(period, start)
  ) {
    const candle = bucket(feed, pair, period, start, t);
    if (candle) out.push(candle);
  }
  return out.reverse();
}

/** The pair's price at `now` (the in-progress candle's close). */
export function lastPrice(pair: Pair, now: Date, feed: CandleFeed = candleFeed()): number {
  return feed.price(pair, Math.max(feed.start, now.getTime()));
}

export interface DayStats {
  last: number;
  /** Price 24 hours ago (the open of the rolling window). */
  open: number;
  high: number;
  low: number;
  volume: number;
}

// The rolling 24 hours change every 5 s, but only their last minute is in progress: the complete
// part is folded from whole-hour summaries (cached like the days) and the minutes around them, once
// per minute and pair, so a quotation of every pair no longer folds 1,440 minutes each per tick
// (that stalled every request for 60-90 ms; npm run bench).
const HOUR_MS = 60 * MINUTE_MS;
const windowCaches: SourceCaches<Candle | null> = new WeakMap();
const windowCache = (feed: CandleFeed) => cacheOf(windowCaches, feed);

/** A complete hour's summary (its minutes are all in the past). */
function hour(feed: CandleFeed, pair: Pair, start: number): Candle | undefined {
  const cache = dayCache(feed); // shares the day summaries' store and limit
  const key = `${pair.baseId}/${pair.quoteId}:h${start}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const summary = merge(start, minutes(feed, pair, start, start + HOUR_MS, start + HOUR_MS));
  if (summary) remember(cache, key, summary);
  return summary;
}

/** The complete minutes [from, to) folded into one candle, whole hours from the cache. */
function completeSpan(feed: CandleFeed, pair: Pair, from: number, to: number): Candle | undefined {
  const cache = windowCache(feed);
  const key = `${pair.baseId}/${pair.quoteId}:${from}:${to}`;
  const hit = cache.get(key);
  if (hit !== undefined) return hit ?? undefined;
  const parts: Candle[] = [];
  for (let m = Math.max(from, feed.start); m < to;) {
    const whole = m % HOUR_MS === 0 && m + HOUR_MS <= to ? hour(feed, pair, m) : undefined;
    if (whole) {
      parts.push(whole);
      m += HOUR_MS;
    } else {
      parts.push(feed.minute(pair, m));
      m += MINUTE_MS;
    }
  }
  const span = merge(from, parts);
  remember(cache, key, span ?? null);
  return span;
}

/** Rolling 24 hours ending with the current minute (as seen at `now`). */
export function stats24h(pair: Pair, now: Date, feed: CandleFeed = candleFeed()): DayStats {
  const t = now.getTime();
  const current = bucketStart('1min', t);
  const before = completeSpan(feed, pair, current - DAY_MS + MINUTE_MS, current);
  const inProgress = current >= feed.start ? feed.minute(pair, current, t) : undefined;
  const window = merge(
    current,
    [before, inProgress].filter((c): c is Candle => c !== undefined),
  );
  const last = window?.close ?? lastPrice(pair, now, feed);
  return {
    last,
    open: window?.open ?? last,
    high: window?.high ?? last,
    low: window?.low ?? last,
    volume: window?.volume ?? 0,
  };
}
