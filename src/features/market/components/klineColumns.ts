// The k-line chart's data, kept in step with the candles: a live tick that replaces the last candle
// rewrites the last entry of each column, a tick that opens a new period appends one (dropping the
// first when the list is at its limit), and anything else rebuilds the columns. KlineChart hands
// echarts only the parts of its option that changed, as typed arrays (echarts copies those without
// walking item by item).
import type { Candle } from '../../../api/generated/model';

export interface KlineColumns {
  /** The candles these columns were made from. */
  candles: readonly Candle[];
  /** Axis labels with dates (daily and longer periods) instead of times. */
  daily: boolean;
  /** Axis labels, one per candle. */
  times: string[];
  open: number[];
  close: number[];
  low: number[];
  high: number[];
  volume: number[];
}

/** What an update changed: nothing, the last candle, the number or order of candles (so the axis
 * labels too), or everything (new columns). */
export type KlineChange = 'none' | 'last' | 'shifted' | 'all';

const pad = (n: number) => String(n).padStart(2, '0');

export function axisLabel(ms: number, daily: boolean): string {
  const d = new Date(ms);
  return daily
    ? `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`
    : `${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function buildColumns(candles: readonly Candle[], daily: boolean): KlineColumns {
  return {
    candles,
    daily,
    times: candles.map((c) => axisLabel(c.time, daily)),
    open: candles.map((c) => Number(c.open)),
    close: candles.map((c) => Number(c.close)),
    low: candles.map((c) => Number(c.low)),
    high: candles.map((c) => Number(c.high)),
    volume: candles.map((c) => Number(c.volume)),
  };
}

/** Writes candle `c` into entry `i` of every column. */
function put(columns: KlineColumns, i: number, c: Candle) {
  columns.times[i] = axisLabel(c.time, columns.daily);
  columns.open[i] = Number(c.open);
  columns.close[i] = Number(c.close);
  columns.low[i] = Number(c.low);
  columns.high[i] = Number(c.high);
  columns.volume[i] = Number(c.volume);
}

/** Whether `next[nextFrom + i]` is `prev[prevFrom + i]` for `count` entries (the live feed keeps the
 * candles it does not touch, so identity tells them apart; comparing 1,000 references is ~1 µs). */
function same(
  prev: readonly Candle[],
  prevFrom: number,
  next: readonly Candle[],
  nextFrom: number,
  count: number,
) {
  for (let i = 0; i < count; i++) if (next[nextFrom + i] !== prev[prevFrom + i]) return false;
  return true;
}

const sameValues = (a: Candle, b: Candle) =>
  a === b ||
  (a.time === b.time &&
    a.open === b.open &&
    a.high === b.high &&
    a.low === b.low &&
    a.close === b.close &&
    a.volume === b.volume);

/**
 * Brings `columns` (updated in place, or replaced) up to `candles`: the same candles with the last
 * one replaced by one of the same time is a 'last' change, one candle added at the end (the first
 * dropped or not) is 'shifted', the same candles (the last one possibly a copy) are 'none', and
 * anything else rebuilds them ('all').
 */
export function updateColumns(
  columns: KlineColumns | undefined,
  candles: readonly Candle[],
  daily: boolean,
): { columns: KlineColumns; change: KlineChange } {
  if (!columns || columns.daily !== daily || candles.length === 0)
    return { columns: buildColumns(candles, daily), change: 'all' };
  const prev = columns.candles;
  const n = prev.length;
  const last = candles.at(-1)!;
  let change: KlineChange | undefined;
  if (candles.length === n && same(prev, 0, candles, 0, n - 1)) {
    // The feed repeats the candle in progress while no trade moves it: nothing to redraw then.
    if (sameValues(last, prev[n - 1]!)) change = 'none';
    else if (last.time === prev[n - 1]!.time) {
      put(columns, n - 1, last);
      change = 'last';
    }
  } else if (candles.length === n + 1 && same(prev, 0, candles, 0, n)) {
    put(columns, n, last);
    change = 'shifted';
  } else if (candles.length === n && same(prev, 1, candles, 0, n - 1)) {
    // At the list's limit: the oldest candle left as a new one came in.
    const { times, open, close, low, high, volume } = columns;
    for (const column of [times, open, close, low, high, volume]) column.shift();
    put(columns, n - 1, last);
    change = 'shifted';
  }
  if (!change) return { columns: buildColumns(candles, daily), change: 'all' };
  columns.candles = candles;
  return { columns, change };
}

/** Candlestick items as [index, open, close, low, high], five numbers a candle. */
export function candleData({ open, close, low, high }: KlineColumns): Float64Array {
  const data = new Float64Array(open.length * 5);
  for (let i = 0, j = 0; i < open.length; i++, j += 5) {
    data[j] = i;
    data[j + 1] = open[i]!;
    data[j + 2] = close[i]!;
    data[j + 3] = low[i]!;
    data[j + 4] = high[i]!;
  }
  return data;
}

/** Time-share items as [index, close]. */
export function closeData({ close }: KlineColumns): Float64Array {
  const data = new Float64Array(close.length * 2);
  for (let i = 0; i < close.length; i++) {
    data[2 * i] = i;
    data[2 * i + 1] = close[i]!;
  }
  return data;
}

/** Volume items as [index, volume] of the candles that closed at or above their open (`rising`),
 * or of the others: two series, each in one colour, so echarts can draw each as one shape. */
export function volumeData({ open, close, volume }: KlineColumns, rising: boolean): Float64Array {
  let count = 0;
  for (let i = 0; i < volume.length; i++) if (close[i]! >= open[i]! === rising) count++;
  const data = new Float64Array(count * 2);
  for (let i = 0, j = 0; i < volume.length; i++)
    if (close[i]! >= open[i]! === rising) {
      data[j++] = i;
      data[j++] = volume[i]!;
    }
  return data;
}

/** The three series' data, kept between ticks: a 'last' change rewrites the last item of each in
 * place (no new arrays, nothing for the garbage collector every tick); anything else, or the last
 * candle turning from rising to falling, makes them afresh. */
export interface SeriesArrays {
  line: boolean;
  price: Float64Array;
  up: Float64Array;
  down: Float64Array;
}

export function seriesArrays(
  columns: KlineColumns,
  line: boolean,
  change: KlineChange,
  kept?: SeriesArrays,
): SeriesArrays {
  const i = columns.close.length - 1;
  if (change !== 'last' || !kept || kept.line !== line || i < 0) return fresh();
  const rising = columns.close[i]! >= columns.open[i]!;
  const volumes = rising ? kept.up : kept.down;
  // The last candle's volume is the last item of its side's series, unless it changed sides.
  if (volumes[volumes.length - 2] !== i) return fresh();
  volumes[volumes.length - 1] = columns.volume[i]!;
  if (line) kept.price[2 * i + 1] = columns.close[i]!;
  else
    kept.price.set(
      [columns.open[i]!, columns.close[i]!, columns.low[i]!, columns.high[i]!],
      5 * i + 1,
    );
  return kept;

  function fresh(): SeriesArrays {
    return {
      line,
      price: line ? closeData(columns) : candleData(columns),
      up: volumeData(columns, true),
      down: volumeData(columns, false),
    };
  }
}

/** The range of the values drawn for candles `first` to `last`: prices (open, close, low and high,
 * or the close alone on the time-share line) and volumes. Echarts scales the two value axes to these
 * ranges of the candles in view, so while they stay the same the axes stay as they are. */
export interface ValueRange {
  low: number;
  high: number;
  volumeLow: number;
  volumeHigh: number;
}

export function valueRange(
  { open, close, low, high, volume }: KlineColumns,
  line: boolean,
  first: number,
  last: number,
): ValueRange {
  const range = { low: Infinity, high: -Infinity, volumeLow: Infinity, volumeHigh: -Infinity };
  for (let i = first; i <= last; i++) {
    const min = line ? close[i]! : Math.min(open[i]!, close[i]!, low[i]!, high[i]!);
    const max = line ? close[i]! : Math.max(open[i]!, close[i]!, low[i]!, high[i]!);
    if (min < range.low) range.low = min;
    if (max > range.high) range.high = max;
    if (volume[i]! < range.volumeLow) range.volumeLow = volume[i]!;
    if (volume[i]! > range.volumeHigh) range.volumeHigh = volume[i]!;
  }
  return range;
}

export const sameRange = (a: ValueRange, b: ValueRange) =>
  a.low === b.low &&
  a.high === b.high &&
  a.volumeLow === b.volumeLow &&
  a.volumeHigh === b.volumeHigh;
