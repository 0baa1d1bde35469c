// The k-line chart: echarts through echarts/core (only the pieces used), loaded in its own chunk.
// Candles (or the time-share line) on top, volume below; a new `candles` array updates the chart in
// place, so the live last candle moves smoothly instead of redrawing the whole chart.
import { BarChart, CandlestickChart, LineChart } from 'echarts/charts';
import { DataZoomComponent, GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import type { Candle } from '../../../api/generated/model';
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

const UP = '#037f54';
const DOWN = '#cf304a';

export interface KlineChartProps {
  candles: readonly Candle[];
  /** Time-share: a line of closes instead of candles. */
  line: boolean;
  /** Daily and longer periods label the axis with dates, shorter ones with times. */
  daily: boolean;
  label: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
function axisLabel(ms: number, daily: boolean) {
  const d = new Date(ms);
  return daily
    ? `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`
    : `${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

function option(
  { candles, line, daily }: KlineChartProps,
  animate: boolean,
): echarts.EChartsCoreOption {
  const times = candles.map((c) => axisLabel(c.time, daily));
  const price = line
    ? {
        type: 'line',
        data: candles.map((c) => Number(c.close)),
        showSymbol: false,
        smooth: true,
        lineStyle: { color: '#1a5fe6', width: 1.5 },
        areaStyle: { color: 'rgba(31,107,255,0.12)' },
      }
    : {
        type: 'candlestick',
        data: candles.map((c) => [Number(c.open), Number(c.close), Number(c.low), Number(c.high)]),
        itemStyle: { color: UP, color0: DOWN, borderColor: UP, borderColor0: DOWN },
      };
  return {
    animation: animate,
    grid: [
      { left: 8, right: 64, top: 12, height: '62%' },
      { left: 8, right: 64, top: '78%', height: '16%' },
    ],
    tooltip: { trigger: 'axis', axisPointer: { type: 'cross' } },
    xAxis: [
      { type: 'category', data: times, boundaryGap: !line, axisLabel: { fontSize: 10 } },
      {
        type: 'category',
        data: times,
        gridIndex: 1,
        axisLabel: { show: false },
        axisTick: { show: false },
      },
    ],
    yAxis: [
      {
        scale: true,
        position: 'right',
        splitLine: { lineStyle: { color: '#f0f0f0' } },
        axisLabel: { fontSize: 10 },
      },
      {
        scale: true,
        gridIndex: 1,
        position: 'right',
        axisLabel: { show: false },
        splitLine: { show: false },
      },
    ],
    dataZoom: [{ type: 'inside', xAxisIndex: [0, 1], start: 40, end: 100 }],
    series: [
      price,
      {
        type: 'bar',
        xAxisIndex: 1,
        yAxisIndex: 1,
        data: candles.map((c) => ({
          value: Number(c.volume),
          itemStyle: { color: Number(c.close) >= Number(c.open) ? UP : DOWN },
        })),
      },
    ],
  };
}

export default function KlineChart(props: KlineChartProps) {
  const ref = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);

  useEffect(() => {
    const instance = echarts.init(ref.current!);
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(ref.current!);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    // Merge, not replace: the zoom stays where the user put it and the last candle animates.
    chart.current?.setOption(option(props, !reduced), { replaceMerge: ['series'] });
  }, [props]);

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
