// Candle aggregation on the deterministic simulator (no database): every period from 1-minute candles,
// Monday week starts, calendar months, the in-progress candle, and the same history after a "restart".
import { describe, expect, it } from 'vitest';
import { candles, merge, stats24h } from '../../src/modules/market/candles.ts';
import { SimulatedFeed, type Candle } from '../../src/modules/market/feed.ts';
import { PAIRS } from '../../src/modules/market/pairs.ts';
import {
  bucketStart,
  DAY_MS,
  MINUTE_MS,
  nextBucket,
  type Period,
} from '../../src/modules/market/periods.ts';
import {
  MARKET_ANCHOR,
  setPriceSource,
  SimulatedPriceSource,
  usdtPrice,
} from '../../src/modules/market/prices.ts';

const BTC_USDT = PAIRS[0]!;
const ETH_BTC = PAIRS.find((p) => p.symbol === 'ETH/BTC')!;
const NOW = new Date('2026-03-04T10:17:31Z'); // a Wednesday
const feed = new SimulatedFeed();

/** OHLC exactly; volume up to float summation order (days are summed before weeks and months). */
function same(actual: Candle | undefined, expected: Candle | undefined) {
  expect({ ...actual, volume: 0 }).toEqual({ ...expected, volume: 0 });
  expect(actual!.volume).toBeCloseTo(expected!.volume, 6);
}

function minutesOf(from: number, to: number, now = NOW.getTime()) {
  const out = [];
  for (let m = from; m < to; m += MINUTE_MS) out.push(feed.minute(BTC_USDT, m, now)); // the current minute as seen now
  return out;
}

describe('candles', () => {
  it('1-minute candles chain open to the previous close, close is the feed price, high/low bound both', () => {
    const list = candles(BTC_USDT, '1min', NOW, 30, feed);
    expect(list).toHaveLength(30);
    expect(list.at(-1)!.time).toBe(Date.parse('2026-03-04T10:17:00Z'));
    for (let i = 1; i < list.length; i++) {
      const c = list[i]!;
      expect(c.time - list[i - 1]!.time).toBe(MINUTE_MS);
      expect(c.open).toBe(list[i - 1]!.close);
      expect(c.high).toBeGreaterThanOrEqual(Math.max(c.open, c.close));
      expect(c.low).toBeLessThanOrEqual(Math.min(c.open, c.close));
      expect(c.volume).toBeGreaterThan(0);
      // The close is what everyone prices at: the minute's last 5 s step, or now for the candle in progress.
      const at = i === list.length - 1 ? NOW : new Date(c.time + MINUTE_MS - 1);
      expect(String(c.close)).toBe(usdtPrice(1, at));
    }
  });

  it.each<[Period, number]>([
    ['5min', 5],
    ['30min', 30],
    ['60min', 60],
    ['1day', 1440],
  ])('%s candles aggregate their minutes', (period, size) => {
    const list = candles(BTC_USDT, period, NOW, 3, feed);
    expect(list).toHaveLength(3);
    const [full, , current] = list;
    expect(full!.time % (size * MINUTE_MS)).toBe(0);
    same(full, merge(full!.time, minutesOf(full!.time, full!.time + size * MINUTE_MS)));
    // In progress: only the minutes begun by now, up to and including the current one.
    same(
      current,
      merge(current!.time, minutesOf(current!.time, Date.parse('2026-03-04T10:18:00Z'))),
    );
    expect(current!.close).toBe(Number(usdtPrice(1, NOW)));
  });

  it('weeks start on Monday 00:00 UTC', () => {
    expect(new Date(bucketStart('1week', NOW.getTime())).toISOString()).toBe(
      '2026-03-02T00:00:00.000Z',
    );
    expect(new Date(bucketStart('1week', Date.parse('2026-03-08T23:59:59Z'))).toISOString()).toBe(
      '2026-03-02T00:00:00.000Z',
    );
    expect(new Date(bucketStart('1week', Date.parse('2026-03-09T00:00:00Z'))).toISOString()).toBe(
      '2026-03-09T00:00:00.000Z',
    );
    const [previous, current] = candles(BTC_USDT, '1week', NOW, 2, feed);
    expect(new Date(previous!.time).toISOString()).toBe('2026-02-23T00:00:00.000Z');
    same(previous, merge(previous!.time, minutesOf(previous!.time, previous!.time + 7 * DAY_MS)));
    expect(current!.time).toBe(Date.parse('2026-03-02T00:00:00Z'));
    expect(current!.close).toBe(Number(usdtPrice(1, NOW)));
  });

  it('months follow the calendar (28, 31 days) and history starts at the anchor', () => {
    expect(new Date(nextBucket('1mon', Date.parse('2026-02-01T00:00:00Z'))).toISOString()).toBe(
      '2026-03-01T00:00:00.000Z',
    );
    const list = candles(BTC_USDT, '1mon', NOW, 12, feed);
    expect(list.map((c) => new Date(c.time).toISOString().slice(0, 10))).toEqual([
      '2026-01-01',
      '2026-02-01',
      '2026-03-01',
    ]);
    same(
      list[1],
      merge(
        list[1]!.time,
        minutesOf(Date.parse('2026-02-01T00:00:00Z'), Date.parse('2026-03-01T00:00:00Z')),
      ),
    );
    expect(list[0]!.open).toBe(87_500); // the anchor price opens the history
    expect(candles(BTC_USDT, '1day', new Date(MARKET_ANCHOR.getTime() - 1), 5, feed)).toEqual([]);
  });

  it('the same seed gives the same history after a restart (fresh source and feed)', () => {
    const before = candles(ETH_BTC, '60min', NOW, 48, feed);
    const previous = setPriceSource(new SimulatedPriceSource());
    try {
      expect(candles(ETH_BTC, '60min', NOW, 48, new SimulatedFeed())).toEqual(before);
    } finally {
      setPriceSource(previous);
    }
    // Later clocks only add candles: the past does not move.
    const later = candles(ETH_BTC, '60min', new Date(NOW.getTime() + 3 * 3_600_000), 51, feed);
    expect(later.slice(0, 47)).toEqual(before.slice(0, 47));
  });

  it('24-hour stats span the rolling window', () => {
    const s = stats24h(BTC_USDT, NOW, feed);
    const window = merge(
      0,
      minutesOf(
        bucketStart('1min', NOW.getTime()) - DAY_MS + MINUTE_MS,
        bucketStart('1min', NOW.getTime()) + MINUTE_MS,
      ),
    )!;
    expect(s).toEqual({
      last: window.close,
      open: window.open,
      high: window.high,
      low: window.low,
      // summed by the hour, then the hours: the same sum in another order
      volume: expect.closeTo(window.volume, 8),
    });
    // Later in the same minute (the complete part comes from the cache) and a minute later.
    for (const later of [NOW.getTime() + 4_000, NOW.getTime() + MINUTE_MS]) {
      const at = bucketStart('1min', later);
      const rolling = merge(0, minutesOf(at - DAY_MS + MINUTE_MS, at + MINUTE_MS, later))!;
      expect(stats24h(BTC_USDT, new Date(later), feed)).toMatchObject({
        last: rolling.close,
        open: rolling.open,
        high: rolling.high,
        low: rolling.low,
      });
    }
  });
});
