// The k-line chart: echarts through echarts/core (only the pieces used), loaded in its own chunk.
// Candles (or the time-share line) on top, volume below. The whole option is set when the chart
// starts and again only when the candles are replaced wholesale (another period, a refetch); a live
// tick that adds a candle hands echarts just the series data and the axis labels, so the zoom stays
// where the user put it, and one that moves the candle in progress skips setOption altogether
// (applyLast): most ticks are drawn for a fraction of a full update.
import { BarChart, CandlestickChart, LineChart } from 'echarts/charts';
import { DataZoomComponent, GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useMemo, useRef } from 'react';
import type { Candle } from '../../../api/generated/model';
import { fonts, useThemeColors, type ThemeColors } from '../../../components/theme';
import {
  type KlineChange,
  type KlineColumns,
  type SeriesArrays,
  seriesArrays,
  updateColumns,
} from './klineColumns';
import { applyLast, type Drawn, drawnOf } from './klineLiveTick';
import styles from './market.module.css';

echarts.use([
  CandlestickChart,
  LineChart,
  BarChart,
  GridComponent,
  TooltipComponent,
  DataZoomComponent,
  CanvasRenderer,
]);

export interface KlineChartProps {
  candles: readonly Candle[];
  /** Time-share: a line of closes instead of candles. */
  line: boolean;
  /** Daily and longer periods label the axis with dates, shorter ones with times. */
  daily: boolean;
  label: string;
}

/** Read live (a MediaQueryList follows the setting), and looked up once rather than every tick. */
const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)');

/** The series' data: prices, and the volumes of rising and of falling candles. Items carry their
 * candle's index (the category axis' position) first. */
const seriesData = ({ price, up, down }: SeriesArrays) => [
  { data: price },
  { data: up },
  { data: down },
];

/** Typed-array data needs its number of dimensions; unnamed, they take the names echarts gives the
 * series type's dimensions (open, close, lowest, highest in the candlestick's tooltip). */
const MAX_PIXEL_RATIO = 2;

const dimensions = (count: number) => Array.from({ length: count }, () => null);

/** The series draw a live tick at once (animationDurationUpdate 0): a transition of the candle in
 * progress would cost the tick more than drawing it, and then a repaint of the chart in every frame
 * for half a second, every few seconds. They still animate in, and zooming still glides (echarts
 * gives the zoom its own transition). */
const NO_UPDATE_TRANSITION = { animationDurationUpdate: 0 };

/** A volume series: bars of one colour in the same slots as the other's (barGap -100%, and the gap
 * between categories that echarts gives a single bar series), so the two series together look like
 * one series coloured candle by candle; past 200 bars each is drawn as one shape (echarts' large
 * mode), as the candlestick is past 600. */
const volume = () => ({
  type: 'bar',
  xAxisIndex: 1,
  yAxisIndex: 1,
  barGap: '-100%',
  barCategoryGap: '31%',
  dimensions: dimensions(2),
  encode: { x: 0, y: 1 },
  large: true,
  largeThreshold: 0,
  ...NO_UPDATE_TRANSITION,
});

type ChartColors = Pick<
  ThemeColors,
  'up' | 'down' | 'weak' | 'border' | 'grid' | 'surface' | 'text' | 'chartLine' | 'chartArea'
>;

/** The tooltip: the candle's values and a crosshair under a finger or pointer on the chart. Set on
 * the first touch or pointer over the chart (the capturing listeners in KlineChart, before echarts
 * sees that event), not with the chart: until then no update of the chart spends time on it. */
const tooltipOption = (c: ChartColors) => ({
  trigger: 'axis',
  axisPointer: { type: 'cross' },
  backgroundColor: c.surface,
  borderColor: c.border,
  textStyle: { color: c.text },
});

/** Everything the theme colours (tokens, src/components/theme): merged into the whole option,
 * and set alone when the theme or the rise colours change. Axis and series by position; the
 * tooltip once it is there. */
function colourOption(c: ChartColors, line: boolean, tooltip: boolean): echarts.EChartsCoreOption {
  const axisLabel = { color: c.weak };
  return {
    textStyle: { fontFamily: fonts.sans },
    ...(tooltip ? { tooltip: tooltipOption(c) } : {}),
    xAxis: [{ axisLabel, axisLine: { lineStyle: { color: c.border } } }, {}],
    yAxis: [{ axisLabel, splitLine: { lineStyle: { color: c.grid } } }, {}],
    series: [
      line
        ? { lineStyle: { color: c.chartLine }, areaStyle: { color: c.chartArea } }
        : {
            itemStyle: {
              color: c.up,
              color0: c.down,
              borderColor: c.up,
              borderColor0: c.down,
            },
          },
      { itemStyle: { color: c.up } },
      { itemStyle: { color: c.down } },
    ],
  };
}

/** Merges a colour option into a whole option, axis by axis and series by series. */
function withColours(
  option: echarts.EChartsCoreOption,
  colours: echarts.EChartsCoreOption,
): echarts.EChartsCoreOption {
  const merge = (key: 'xAxis' | 'yAxis' | 'series') =>
    (option[key] as object[]).map((item, i) => deepMerge(item, (colours[key] as object[])[i]!));
  return {
    ...option,
    textStyle: colours.textStyle,
    ...(colours.tooltip ? { tooltip: colours.tooltip } : {}),
    xAxis: merge('xAxis'),
    yAxis: merge('yAxis'),
    series: merge('series'),
  };
}

function deepMerge(a: object, b: object): object {
  const out: Record<string, unknown> = { ...a };
  for (const [key, value] of Object.entries(b)) {
    const mine = out[key];
    out[key] =
      mine && typeof mine === 'object' && value && typeof value === 'object'
        ? deepMerge(mine, value as object)
        : value;
  }
  return out;
}

/** The whole chart; the data zoom's initial window only on the chart's first option, so that later
 * ones leave the zoom where the user put it. */
function fullOption(
  columns: KlineColumns,
  arrays: SeriesArrays,
  line: boolean,
  animate: boolean,
  first: boolean,
  colours: ChartColors,
  tooltip: boolean,
): echarts.EChartsCoreOption {
  const { times } = columns;
  const [price, up, down] = seriesData(arrays);
  return withColours(layoutOption(), colourOption(colours, line, tooltip));

  function layoutOption(): echarts.EChartsCoreOption {
    return {
      animation: animate,
      grid: [
        { left: 8, right: 64, top: 12, height: '62%', outerBoundsMode: 'none' },
        { left: 8, right: 64, top: '78%', height: '16%', outerBoundsMode: 'none' },
      ],
      xAxis: [
        { type: 'category', data: times, boundaryGap: !line, axisLabel: { fontSize: 10 } },
        {
          type: 'category',
          data: times,
          gridIndex: 1,
          show: false,
        },
      ],
      yAxis: [
        {
          scale: true,
          position: 'right',
          axisLabel: { fontSize: 10 },
        },
        {
          scale: true,
          gridIndex: 1,
          show: false,
        },
      ],
      ...(first ? { dataZoom: [{ type: 'inside', xAxisIndex: [0, 1], start: 40, end: 100 }] } : {}),
      series: [
        line
          ? {
              type: 'line',
              ...price,
              dimensions: dimensions(2),
              encode: { x: 0, y: 1 },
              showSymbol: false,
              smooth: true,
              lineStyle: { width: 1.5 },
              ...NO_UPDATE_TRANSITION,
            }
          : {
              type: 'candlestick',
              ...price,
              dimensions: dimensions(5),
              encode: { x: 0, y: [1, 2, 3, 4] },
              ...NO_UPDATE_TRANSITION,
            },
        { ...volume(), ...up },
        { ...volume(), ...down },
      ],
    };
  }
}

/** What a live tick changes: the series' data, and the axis labels when a candle was added. */
function tickOption(
  columns: KlineColumns,
  arrays: SeriesArrays,
  change: Exclude<KlineChange, 'all' | 'none'>,
  animate: boolean,
): echarts.EChartsCoreOption {
  return {
    animation: animate,
    ...(change === 'shifted' ? { xAxis: [{ data: columns.times }, { data: columns.times }] } : {}),
    series: seriesData(arrays),
  };
}

export default function KlineChart(props: KlineChartProps) {
  const ref = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);
  /** What the chart shows; undefined until the instance's first option. */
  const shown = useRef<
    | {
        columns: KlineColumns;
        arrays: SeriesArrays;
        line: boolean;
        animate: boolean;
        /** What echarts drew, for applyLast; undefined when it cannot tell. */
        drawn: Drawn | undefined;
      }
    | undefined
  >(undefined);
  /** Whether the tooltip is set (from the first touch or pointer over the chart on). */
  const tooltip = useRef(false);

  const theme = useThemeColors();
  const colours = useMemo<ChartColors>(
    () => theme,
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the scheme and the rise colour decide every value
    [theme.scheme, theme.up],
  );
  const coloured = useRef(colours);

  useEffect(() => {
    const element = ref.current!;
    // At most two canvas pixels per CSS pixel: a 3x phone screen would paint 2.25 times as many on
    // every tick, for lines and candles that look the same at arm's length.
    const instance = echarts.init(element, undefined, {
      devicePixelRatio: Math.min(MAX_PIXEL_RATIO, window.devicePixelRatio || 1),
    });
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(element);
    // Capturing, so the tooltip is set before echarts handles the same event and shows it.
    const pointer = ['pointerdown', 'pointermove'] as const;
    const setTooltip = () => {
      for (const type of pointer) element.removeEventListener(type, setTooltip, true);
      tooltip.current = true;
      instance.setOption({ tooltip: tooltipOption(coloured.current) });
    };
    for (const type of pointer) element.addEventListener(type, setTooltip, true);
    return () => {
      for (const type of pointer) element.removeEventListener(type, setTooltip, true);
      observer.disconnect();
      instance.dispose();
      chart.current = null;
      shown.current = undefined;
      tooltip.current = false;
    };
  }, []);

  const { candles, line, daily } = props;
  useEffect(() => {
    const instance = chart.current;
    if (!instance) return;
    const animate = !(reducedMotion?.matches ?? false);
    const before = shown.current;
    const update =
      before && before.line === line
        ? updateColumns(before.columns, candles, daily)
        : updateColumns(undefined, candles, daily);
    if (update.change === 'none') return;
    const arrays = seriesArrays(update.columns, line, update.change, before?.arrays);
    // The last candle moved, the series' arrays rewritten in place: without setOption if it can be.
    const drawn =
      update.change === 'last' && arrays === before?.arrays && animate === before.animate
        ? before.drawn && applyLast(instance, update.columns, arrays, line, before.drawn)
        : undefined;
    if (drawn) {
      shown.current = { ...before!, columns: update.columns, drawn };
      return;
    }
    const next = { columns: update.columns, arrays, line, animate, drawn: undefined };
    shown.current = next;
    if (update.change === 'all')
      // Replace the series: candles and the time-share line are different series types.
      instance.setOption(
        fullOption(update.columns, arrays, line, animate, !before, colours, tooltip.current),
        { replaceMerge: ['series'] },
      );
    else instance.setOption(tickOption(update.columns, arrays, update.change, animate));
    shown.current = { ...next, drawn: drawnOf(instance, update.columns, line) };
    coloured.current = colours;
    // The colours are read here on a whole option only; the effect below applies a change of them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [candles, line, daily]);

  // Theme or rise colours changed: recolour what is shown, data and zoom untouched.
  useEffect(() => {
    const instance = chart.current;
    if (!instance || !shown.current || coloured.current === colours) return;
    coloured.current = colours;
    instance.setOption(colourOption(colours, shown.current.line, tooltip.current));
  }, [colours]);

  return (
    <div
      ref={ref}
      className={styles.chart}
      role="img"
      aria-label={props.label}
      data-testid="kline-chart"
      data-candles={props.candles.length}
    />
  );
}
