import { describe, expect, it } from 'vitest';
import { Decimal } from '../../src/lib/decimal.ts';
import { COIN_MODELS, USDT_ID } from '../../src/modules/market/coins.ts';
import { GbmPath, STEPS_PER_DAY } from '../../src/modules/market/gbm.ts';
import {
  MARKET_ANCHOR,
  SimulatedPriceSource,
  UnknownMarket,
  crossRate,
  setPriceSource,
  stepOf,
  usdtPrice,
  type PriceSource,
} from '../../src/modules/market/prices.ts';

const at = (iso: string) => new Date(iso);

describe('simulated market prices', () => {
  it('prices USDT at exactly 1', () => {
    expect(usdtPrice(USDT_ID)).toBe('1');
    expect(usdtPrice(USDT_ID, at('2026-03-01T00:00:00Z'))).toBe('1');
  });

  it('starts every coin at its anchor price (before the anchor and the close of its first minute)', () => {
    const firstClose = new Date(MARKET_ANCHOR.getTime() + 59_000); // the minute's last 5 s step holds its close
    for (const [id, model] of COIN_MODELS) {
      expect(Number(usdtPrice(id, new Date(MARKET_ANCHOR.getTime() - 1)))).toBeCloseTo(
        model.anchorPrice,
        6,
      );
      expect(Number(usdtPrice(id, firstClose))).toBeCloseTo(model.anchorPrice, 6);
    }
  });

  it('is deterministic: the same instant always gives the same price, across independent sources', () => {
    const a = new SimulatedPriceSource();
    const b = new SimulatedPriceSource();
    const instants = [
      '2026-01-01T00:01:00Z',
      '2026-02-14T09:30:15Z',
      '2026-11-22T04:00:00Z',
      '2027-05-01T23:59:59Z',
    ];
    // b walks the instants backwards so caches are filled in a different order.
    const fromA = instants.map((iso) => a.usdtPrice(1, at(iso)));
    const fromB = [...instants]
      .reverse()
      .map((iso) => b.usdtPrice(1, at(iso)))
      .reverse();
    expect(fromB).toEqual(fromA);
  });

  it('holds one price for each 5-second step and clamps instants before the anchor', () => {
    expect(usdtPrice(2, at('2026-04-01T10:00:00Z'))).toBe(
      usdtPrice(2, at('2026-04-01T10:00:04.999Z')),
    );
    expect(usdtPrice(2, at('2026-04-01T10:00:55Z'))).toBe(
      usdtPrice(2, at('2026-04-01T10:00:59.999Z')),
    );
    expect(usdtPrice(2, at('2026-04-01T10:00:05Z'))).not.toBe(
      usdtPrice(2, at('2026-04-01T10:00:59Z')),
    );
    expect(usdtPrice(2, at('2025-06-01T00:00:00Z'))).toBe(usdtPrice(2, at('2026-01-01T00:00:59Z')));
    expect(stepOf(at('2026-01-02T00:00:00Z'))).toBe(STEPS_PER_DAY);
  });

  it('uses different paths for different coins', () => {
    const instant = at('2026-05-05T05:05:00Z');
    const moves = [...COIN_MODELS].map(([id, m]) =>
      Math.log(Number(usdtPrice(id, instant)) / m.anchorPrice),
    );
    expect(new Set(moves.map((m) => m.toFixed(6))).size).toBe(moves.length);
  });

  it('answers plain positive decimal strings for every supported coin', () => {
    const source = new SimulatedPriceSource();
    for (let day = 0; day < 800; day += 7) {
      const instant = new Date(MARKET_ANCHOR.getTime() + day * 86_400_000 + 754 * 60_000);
      for (const id of COIN_MODELS.keys()) {
        const price = source.usdtPrice(id, instant);
        expect(price).toMatch(/^\d+(\.\d+)?$/);
        expect(new Decimal(price).gt(0)).toBe(true);
      }
    }
  });

  it('has the configured volatility: minute log returns scale to the annual figure', () => {
    const volatility = 0.6;
    const path = new GbmPath({ anchorPrice: 100, volatility, seed: 42 });
    const steps = 20 * STEPS_PER_DAY;
    let sum = 0;
    let sumSq = 0;
    let previous = Math.log(path.priceAt(0));
    for (let s = 1; s <= steps; s++) {
      const current = Math.log(path.priceAt(s));
      const r = current - previous;
      sum += r;
      sumSq += r * r;
      previous = current;
    }
    const mean = sum / steps;
    const annualised = Math.sqrt((sumSq / steps - mean * mean) * 365.25 * STEPS_PER_DAY);
    expect(annualised).toBeGreaterThan(volatility * 0.9);
    expect(annualised).toBeLessThan(volatility * 1.1);
  });

  it('has the configured volatility at the daily scale too (the checkpoints)', () => {
    const volatility = 0.8;
    const path = new GbmPath({ anchorPrice: 1, volatility, seed: 7 });
    const days = 2000;
    let sumSq = 0;
    for (let d = 1; d <= days; d++) {
      const r = Math.log(path.priceAt(d * STEPS_PER_DAY) / path.priceAt((d - 1) * STEPS_PER_DAY));
      sumSq += r * r;
    }
    const annualised = Math.sqrt((sumSq / days) * 365.25);
    expect(annualised).toBeGreaterThan(volatility * 0.9);
    expect(annualised).toBeLessThan(volatility * 1.1);
  });

  it('moves continuously: no minute jumps more than a few sigma', () => {
    const source = new SimulatedPriceSource();
    const start = at('2026-07-01T00:00:00Z').getTime();
    for (let m = 1; m < 3 * STEPS_PER_DAY; m++) {
      const a = Number(source.usdtPrice(1, new Date(start + (m - 1) * 60_000)));
      const b = Number(source.usdtPrice(1, new Date(start + m * 60_000)));
      expect(Math.abs(Math.log(b / a))).toBeLessThan(0.01);
    }
  });

  it('is fast for far instants once warmed', () => {
    const source = new SimulatedPriceSource();
    source.usdtPrice(1, at('2027-12-31T00:00:00Z'));
    const t0 = performance.now();
    for (let i = 0; i < 2000; i++)
      source.usdtPrice(1, new Date(Date.parse('2027-12-31T00:00:00Z') - i * 60_000));
    expect(performance.now() - t0).toBeLessThan(1000);
  });

  it('refuses unknown coins', () => {
    expect(() => usdtPrice(999)).toThrow(UnknownMarket);
    expect(new SimulatedPriceSource().supports(999)).toBe(false);
    expect(new SimulatedPriceSource().supports(USDT_ID)).toBe(true);
  });

  it('derives cross rates and can be replaced by another source', () => {
    const fixed: PriceSource = {
      supports: () => true,
      usdtPrice: (id) => ({ 1: '50000', 2: '2500', 3: '1' })[id] ?? '0',
    };
    const previous = setPriceSource(fixed);
    try {
      expect(crossRate(1, 2).toString()).toBe('20');
      expect(crossRate(3, 1).toString()).toBe('0.00002');
      expect(crossRate(2, 2).toString()).toBe('1');
    } finally {
      setPriceSource(previous);
    }
  });
});
