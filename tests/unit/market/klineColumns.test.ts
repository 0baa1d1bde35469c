import { describe, expect, it } from 'vitest';
import type { Candle } from '../../../src/api/generated/model';
import {
  buildColumns,
  candleData,
  closeData,
  sameRange,
  seriesArrays,
  updateColumns,
  valueRange,
  volumeData,
} from '../../../src/features/market/components/klineColumns';
import { withLive } from '../../../src/features/market/components/useLiveKline';

const MINUTE = 60_000;
// Local time, so the axis labels read the same in any time zone.
const START = new Date(2026, 0, 2, 3, 4).getTime();

const candle = (i: number, open: number, close: number, volume = i + 1): Candle => ({
  time: START + i * MINUTE,
  open: String(open),
  high: String(Math.max(open, close) + 1),
  low: String(Math.min(open, close) - 1),
  close: String(close),
  volume: String(volume),
});

/** Candles 0..count-1, rising at even indexes and falling at odd ones. */
const candles = (count: number) =>
  Array.from({ length: count }, (_, i) => (i % 2 ? candle(i, 20, 10) : candle(i, 10, 20)));

describe('k-line columns', () => {
  it('are made from the candles: axis labels by time or date, prices and volumes as numbers', () => {
    const columns = buildColumns(candles(3), false);
    expect(columns.times).toEqual(['01-02 03:04', '01-02 03:05', '01-02 03:06']);
    expect(buildColumns(candles(1), true).times).toEqual(['2026-01-02']);
    expect(columns.open).toEqual([10, 20, 10]);
    expect(columns.close).toEqual([20, 10, 20]);
    expect(columns.low).toEqual([9, 9, 9]);
    expect(columns.high).toEqual([21, 21, 21]);
    expect(columns.volume).toEqual([1, 2, 3]);
  });

  it('a tick in the same period replaces the last candle, in place', () => {
    const list = candles(4);
    const columns = buildColumns(list, false);
    const times = columns.times;
    const next = withLive(list, candle(3, 20, 25, 9), 4);
    const { columns: updated, change } = updateColumns(columns, next, false);
    expect(change).toBe('last');
    expect(updated).toBe(columns);
    expect(updated.times).toBe(times);
    expect(updated).toEqual(buildColumns(next, false));
  });

  it('a tick in a new period appends a candle, and drops the first at the limit', () => {
    const list = candles(4);
    const appended = withLive(list, candle(4, 10, 11), 10);
    const first = updateColumns(buildColumns(list, false), appended, false);
    expect(first.change).toBe('shifted');
    expect(first.columns).toEqual(buildColumns(appended, false));
    expect(first.columns.times.at(-1)).toBe('01-02 03:08');

    const shifted = withLive(appended, candle(5, 11, 12), 5);
    expect(shifted).toHaveLength(5);
    const second = updateColumns(first.columns, shifted, false);
    expect(second.change).toBe('shifted');
    expect(second.columns).toEqual(buildColumns(shifted, false));
    expect(second.columns.times[0]).toBe('01-02 03:05');
  });

  it('follows a run of live ticks as building the columns afresh would', () => {
    let list = candles(5);
    let columns = buildColumns(list, false);
    for (let i = 0; i < 40; i++) {
      // Three ticks a period; the list keeps at most 8 candles.
      const index = 5 + Math.floor(i / 3);
      list = withLive(list, candle(index, 10, 10 + ((i * 7) % 5) - 2, i), 8);
      const update = updateColumns(columns, list, false);
      expect(update.change).toBe(i % 3 === 0 ? 'shifted' : 'last');
      columns = update.columns;
      expect(columns).toEqual(buildColumns(list, false));
    }
  });

  it('an unchanged list changes nothing; another list or axis format rebuilds everything', () => {
    const list = candles(4);
    const columns = buildColumns(list, false);
    // An older frame: withLive answers a copy of the same candles.
    expect(updateColumns(columns, withLive(list, candle(1, 1, 1)), false).change).toBe('none');
    // The candle in progress repeated unchanged (no trade since the last frame).
    const repeated = withLive(list, { ...list[3]! });
    expect(updateColumns(columns, repeated, false).change).toBe('none');
    expect(columns.candles).toBe(repeated);
    // A refetch: the same times, new objects.
    const refetched = candles(4);
    const again = updateColumns(columns, refetched, false);
    expect(again.change).toBe('all');
    expect(again.columns).not.toBe(columns);
    expect(again.columns).toEqual(buildColumns(refetched, false));
    expect(updateColumns(again.columns, refetched, true).change).toBe('all');
    expect(updateColumns(undefined, refetched, false).change).toBe('all');
  });

  it('hands echarts items that carry their candle index, volumes split by rising and falling', () => {
    const columns = buildColumns(
      [candle(0, 10, 20, 5), candle(1, 20, 10, 6), candle(2, 7, 7, 8)],
      false,
    );
    expect([...candleData(columns)]).toEqual([0, 10, 20, 9, 21, 1, 20, 10, 9, 21, 2, 7, 7, 6, 8]);
    expect([...closeData(columns)]).toEqual([0, 20, 1, 10, 2, 7]);
    // A candle that closes at its open counts as rising (drawn in the up colour).
    expect([...volumeData(columns, true)]).toEqual([0, 5, 2, 8]);
    expect([...volumeData(columns, false)]).toEqual([1, 6]);
  });

  it('keeps the series data in step tick by tick, in place while the last candle keeps its side', () => {
    for (const line of [false, true]) {
      let list = candles(5);
      let columns = buildColumns(list, false);
      let arrays = seriesArrays(columns, line, 'all');
      let inPlace = 0;
      for (let i = 0; i < 40; i++) {
        const index = 5 + Math.floor(i / 3);
        // Closes of 8..12 around an open of 10: the live candle flips between rising and falling.
        list = withLive(list, candle(index, 10, 10 + ((i * 7) % 5) - 2, i), 8);
        const update = updateColumns(columns, list, false);
        const next = seriesArrays(update.columns, line, update.change, arrays);
        if (next === arrays) inPlace++;
        columns = update.columns;
        arrays = next;
        expect([...arrays.price]).toEqual([...(line ? closeData : candleData)(columns)]);
        expect([...arrays.up]).toEqual([...volumeData(columns, true)]);
        expect([...arrays.down]).toEqual([...volumeData(columns, false)]);
      }
      expect(inPlace).toBeGreaterThan(5);
      // A switch between candles and the time-share line makes them afresh.
      expect(seriesArrays(columns, !line, 'last', arrays)).not.toBe(arrays);
    }
  });

  it('tells the range of the prices and volumes drawn for the candles in view', () => {
    const list = [candle(0, 10, 20, 5), candle(1, 20, 40, 9), candle(2, 12, 30, 6)];
    const columns = buildColumns(list, false);
    // Candles: open, close, low and high; the time-share line: the close alone.
    const all = { low: 9, high: 41, volumeLow: 5, volumeHigh: 9 };
    expect(valueRange(columns, false, 0, 2)).toEqual(all);
    expect(valueRange(columns, false, 2, 2)).toEqual({
      low: 11,
      high: 31,
      volumeLow: 6,
      volumeHigh: 6,
    });
    expect(valueRange(columns, true, 0, 1)).toEqual({
      low: 20,
      high: 40,
      volumeLow: 5,
      volumeHigh: 9,
    });
    // A tick inside the range leaves it as it was; a new high, or a volume past the highest, not.
    const tick = (open: number, close: number, volume: number) =>
      updateColumns(
        buildColumns(list, false),
        withLive(list, candle(2, open, close, volume)),
        false,
      ).columns;
    expect(sameRange(valueRange(tick(12, 25, 7), false, 0, 2), all)).toBe(true);
    expect(sameRange(valueRange(tick(12, 45, 7), false, 0, 2), all)).toBe(false);
    expect(sameRange(valueRange(tick(12, 25, 12), false, 0, 2), all)).toBe(false);
    // Out of view, the candle changes no range.
    expect(
      sameRange(valueRange(tick(12, 45, 12), false, 0, 1), valueRange(columns, false, 0, 1)),
    ).toBe(true);
  });
});
