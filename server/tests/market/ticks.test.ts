// The intra-minute price path (no database): prices move every 5 s on a seeded Brownian bridge between
// the minute closes, which stay exactly the minute-step GBM's; candles bound every step price.
import { describe, expect, it } from 'vitest';
import { tickInstants } from '../../src/modules/lever/monitor.ts';
import { COIN_MODELS } from '../../src/modules/market/coins.ts';
import { SimulatedFeed } from '../../src/modules/market/feed.ts';
import { GbmPath, SUB_STEP_MS, SUB_STEPS } from '../../src/modules/market/gbm.ts';
import { PAIRS } from '../../src/modules/market/pairs.ts';
import { MINUTE_MS } from '../../src/modules/market/periods.ts';
import {
  MARKET_ANCHOR,
  setPriceSource,
  SimulatedPriceSource,
  usdtPrice,
} from '../../src/modules/market/prices.ts';

const A = MARKET_ANCHOR.getTime();
const COINS = [...COIN_MODELS.keys()];
/** Deterministic instants spread over ten months (a fixed odd stride in ms). */
const instants = (n: number) =>
  Array.from({ length: n }, (_, i) => A + ((i * 26_297_351_117) % (300 * 86_400_000)));

describe('5-second price steps', () => {
  it('the same seed gives the same sub-minute prices after a restart', () => {
    const before = instants(300).flatMap((t) => COINS.map((c) => usdtPrice(c, new Date(t))));
    const previous = setPriceSource(new SimulatedPriceSource());
    try {
      expect(instants(300).flatMap((t) => COINS.map((c) => usdtPrice(c, new Date(t))))).toEqual(
        before,
      );
    } finally {
      setPriceSource(previous);
    }
  });

  it('holds inside a 5 s step, moves between steps, and the last step is the unchanged minute close', () => {
    for (const c of COINS) {
      const gbm = new GbmPath(COIN_MODELS.get(c)!);
      for (const t of instants(40)) {
        const minute = t - ((t - A) % MINUTE_MS);
        const step = (minute - A) / MINUTE_MS;
        const close = Number(gbm.priceAt(step).toPrecision(8)); // the minute-step model, as before
        expect(Number(usdtPrice(c, new Date(minute + MINUTE_MS - SUB_STEP_MS)))).toBe(close);
        expect(Number(usdtPrice(c, new Date(minute + MINUTE_MS - 1)))).toBe(close);
        const steps = Array.from({ length: SUB_STEPS }, (_, k) =>
          usdtPrice(c, new Date(minute + k * SUB_STEP_MS)),
        );
        expect(
          steps.map((_, k) => usdtPrice(c, new Date(minute + k * SUB_STEP_MS + 4_999))),
        ).toEqual(steps);
        expect(new Set(steps).size).toBeGreaterThan(SUB_STEPS / 2);
      }
    }
  });

  it("a minute's high and low contain its open and all its step prices; the fast path equals the step-by-step one", () => {
    const feed = new SimulatedFeed();
    for (const pair of PAIRS) {
      for (const t of instants(60)) {
        const minute = t - ((t - A) % MINUTE_MS);
        const candle = feed.minute(pair, minute);
        const points = Array.from({ length: SUB_STEPS }, (_, k) =>
          feed.price(pair, minute + k * SUB_STEP_MS),
        );
        expect(candle.high).toBe(Math.max(candle.open, ...points));
        expect(candle.low).toBe(Math.min(candle.open, ...points));
        expect(candle.close).toBe(points.at(-1));
        expect(candle.open).toBe(feed.price(pair, minute - 1));
        expect(feed.minute(pair, minute, minute + MINUTE_MS - 1)).toEqual(candle);
        // In progress: the steps begun by `until`, closing at its price.
        const until = minute + 27_000;
        const partial = feed.minute(pair, minute, until);
        expect(partial.close).toBe(feed.price(pair, until));
        expect(partial.high).toBe(Math.max(candle.open, ...points.slice(0, 6)));
        expect(partial.low).toBe(Math.min(candle.open, ...points.slice(0, 6)));
      }
    }
  });

  it('a 30 s option almost never delivers at its open price', () => {
    for (const c of COINS) {
      const list = instants(500);
      const moved = list.filter(
        (t) => usdtPrice(c, new Date(t)) !== usdtPrice(c, new Date(t + 30_000)),
      ).length;
      expect(moved / list.length).toBeGreaterThan(0.95);
    }
  });

  it('the lever watch walks every 5 s step boundary, then the instant it runs at', () => {
    const iso = (d: Date) => d.toISOString().slice(11, 23);
    const walked = tickInstants(
      new Date('2026-04-01T10:00:02Z'),
      new Date('2026-04-01T10:00:21.5Z'),
    ).map(iso);
    expect(walked).toEqual([
      '10:00:05.000',
      '10:00:10.000',
      '10:00:15.000',
      '10:00:20.000',
      '10:00:21.500',
    ]);
    expect(
      tickInstants(new Date('2026-04-01T10:00:05Z'), new Date('2026-04-01T10:00:10Z')).map(iso),
    ).toEqual(['10:00:10.000']);
  });
});
