// The k-line's live tick without setOption (issue 16: a tick in at most 2 ms). A tick that only
// moves the candle in progress is written into echarts' own stores of the series' data, and the
// chart is redrawn through echarts' view stage alone, or rescaled by an update without the option
// merge. This reads and writes parts of echarts' model that are not in its public types: echarts
// is pinned, and tests/visual/klineLive.test.tsx checks charts updated so against ones set afresh.
import * as echarts from 'echarts/core';
import {
  type KlineColumns,
  type SeriesArrays,
  type ValueRange,
  sameRange,
  valueRange,
} from './klineColumns';

/** Actions that redraw the chart from its series' data as echarts holds it, after a live tick wrote
 * the last candle there (applyLast): through the view stage alone (layout, render, paint), or a full
 * update without the option merge (the value axes rescaled). Registered once. */
const REDRAW = 'klineLiveRedraw';
const RESCALE = 'klineLiveRescale';
echarts.registerAction({ type: REDRAW, event: 'klineliveredraw', update: 'updateView' }, () => {});
echarts.registerAction({ type: RESCALE, event: 'klineliverescale', update: 'update' }, () => {});

/** What echarts drew: the candles in view (raw indexes of the first and the last) and the range of
 * their values, which its value axes are scaled to. */
export interface Drawn {
  first: number;
  last: number;
  range: ValueRange;
}

/** The parts of echarts' model that applyLast reads and writes: not in its public types (echarts is
 * pinned; tests/visual/klineLive.test.tsx checks charts updated so against ones set afresh). */
interface EcStore {
  count(): number;
  get(dim: number, index: number): number;
  /** Rewrites dimensions `dims` of every item with what `cb` returns, and their value ranges. */
  modify(dims: number[], cb: (...valuesAndIndex: number[]) => number[]): void;
}
interface EcSeriesData {
  count(): number;
  getRawIndex(index: number): number;
  getStore(): EcStore;
}
interface EcSeries {
  /** The series' option as merged: `data` is echarts' copy of the array it was set with. */
  option: { data?: unknown };
  /** The data drawn (after the zoom's filter), and the data as set. */
  getData(): EcSeriesData;
  getRawData(): EcSeriesData;
}

function seriesOf(instance: echarts.ECharts, index: number): EcSeries | undefined {
  const { getModel } = instance as unknown as {
    getModel?: () => { getSeriesByIndex(index: number): EcSeries | undefined } | undefined;
  };
  return typeof getModel === 'function'
    ? getModel.call(instance)?.getSeriesByIndex(index)
    : undefined;
}

/** The candles in view (the price series after the zoom's filter) and the range of their values. */
export function drawnOf(
  instance: echarts.ECharts,
  columns: KlineColumns,
  line: boolean,
): Drawn | undefined {
  const data = seriesOf(instance, 0)?.getData();
  const count = data?.count() ?? 0;
  if (!data || count === 0) return undefined;
  const first = data.getRawIndex(0);
  const last = data.getRawIndex(count - 1);
  return { first, last, range: valueRange(columns, line, first, last) };
}

/** Sets item `index` of a store to `values` on dimensions `dims` (one or four of them). */
function setItem(store: EcStore, dims: number[], index: number, values: number[]) {
  const out: number[] = [];
  store.modify(
    dims,
    dims.length === 1
      ? (value, i) => ((out[0] = i === index ? values[0]! : value!), out)
      : (a, b, c, d, i) => {
          if (i === index) return values;
          out[0] = a!;
          out[1] = b!;
          out[2] = c!;
          out[3] = d!;
          return out;
        },
  );
}

/**
 * A live tick that replaced the last candle in place (its volume in the same series), applied
 * without setOption. The candle's values are written into echarts' stores of the series' data (the
 * tooltip and every later update read them there) and into its copies of the series' arrays (from
 * which a later setOption makes the stores again). With the same candles in view and the same value
 * ranges, nothing but the last candle and its volume bar changes, and the chart is redrawn through
 * echarts' view stage alone (or not at all, the candle out of view): no option merge, no axes and
 * labels built anew, no data processing, most of the cost of a full update. Otherwise the value axes are rescaled by a full update, still
 * without the option merge. What echarts draws then; undefined (nothing written) when the chart
 * needs a setOption (the series' data is not as expected, or the candles in view changed).
 */
export function applyLast(
  instance: echarts.ECharts,
  columns: KlineColumns,
  arrays: SeriesArrays,
  line: boolean,
  drawn: Drawn,
): Drawn | undefined {
  const i = columns.close.length - 1;
  const rising = columns.close[i]! >= columns.open[i]!;
  const priceSeries = seriesOf(instance, 0);
  const volumeSeries = seriesOf(instance, rising ? 1 : 2);
  const volumeArray = rising ? arrays.up : arrays.down;
  const data = priceSeries?.getData();
  const count = data?.count() ?? 0;
  if (
    !priceSeries ||
    !volumeSeries ||
    !data ||
    count === 0 ||
    data.getRawIndex(0) !== drawn.first ||
    data.getRawIndex(count - 1) !== drawn.last
  )
    return undefined;
  const prices = priceSeries.getRawData().getStore();
  const volumes = volumeSeries.getRawData().getStore();
  const v = volumes.count() - 1;
  // The stores hold what the series were set with: every candle, and this volume last in its series.
  if (
    prices.count() !== i + 1 ||
    volumes.count() * 2 !== volumeArray.length ||
    volumes.get(0, v) !== i
  )
    return undefined;
  if (line) setItem(prices, [1], i, [columns.close[i]!]);
  else
    setItem(prices, [1, 2, 3, 4], i, [
      columns.open[i]!,
      columns.close[i]!,
      columns.low[i]!,
      columns.high[i]!,
    ]);
  setItem(volumes, [1], v, [columns.volume[i]!]);
  // The arrays were rewritten in place and hold the tick: echarts' copies become them.
  priceSeries.option.data = arrays.price;
  volumeSeries.option.data = volumeArray;
  const range = valueRange(columns, line, drawn.first, drawn.last);
  if (sameRange(range, drawn.range)) {
    // Zoomed into older candles, the chart shows nothing of this one.
    if (i <= drawn.last) instance.dispatchAction({ type: REDRAW }, { flush: true });
    return drawn;
  }
  instance.dispatchAction({ type: RESCALE }, { flush: true });
  return drawnOf(instance, columns, line);
}
