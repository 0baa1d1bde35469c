// The k-line benchmark page (npm run bench builds it into a temporary folder; it is not part of the
// app's bundle). It mounts only the market feature's KlineChart, and exposes two measurements for
// the Chromium driver in ../kline-bench.ts: mount to the chart's first 'finished' event, and the
// cost of a live tick (the last candle replaced as useLiveKline does) until the next 'finished';
// and a check that the ticked chart's last frame is the one a chart set afresh draws.
import * as echarts from 'echarts/core';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import type { Candle } from '../../../src/api/generated/model';
import KlineChart from '../../../src/features/market/components/KlineChart';
import { withLive } from '../../../src/features/market/components/useLiveKline';

const MINUTE = 60_000;

/** A seeded random walk of `count` one-minute candles. */
function makeCandles(count: number, seed = 7): Candle[] {
  let state = seed;
  const random = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const start = Date.UTC(2026, 0, 1);
  let close = 87_500;
  return Array.from({ length: count }, (_, i) => {
    const open = close;
    close = open * (1 + (random() - 0.5) * 0.004);
    const high = Math.max(open, close) * (1 + random() * 0.001);
    const low = Math.min(open, close) * (1 - random() * 0.001);
    return {
      time: start + i * MINUTE,
      open: open.toFixed(2),
      high: high.toFixed(2),
      low: low.toFixed(2),
      close: close.toFixed(2),
      volume: (random() * 40).toFixed(4),
    };
  });
}

let setCandles: ((next: Candle[]) => void) | undefined;

function Bench({ initial }: { initial: Candle[] }) {
  const [candles, set] = useState(initial);
  setCandles = set;
  return <KlineChart candles={candles} line={false} daily={false} label="BTC/USDT 1min" />;
}

const host = document.getElementById('root')!;
let root: Root | undefined;
let candles: Candle[] = [];

function chart(): echarts.ECharts {
  return echarts.getInstanceByDom(host.querySelector<HTMLElement>('[data-testid="kline-chart"]')!)!;
}

/** Resolves at the chart's next 'finished' event. */
const finished = (instance: echarts.ECharts) =>
  new Promise<void>((resolve) => {
    const done = () => {
      instance.off('finished', done);
      resolve();
    };
    instance.on('finished', done);
  });

// Every new chart instance is watched from its init on, before its first setOption: without
// animation echarts paints inside setOption and fires 'finished' there, synchronously.
let firstFinished: Promise<number> = Promise.resolve(0);
echarts.registerPostInit((instance) => {
  firstFinished = finished(instance).then(() => performance.now());
});

/** Mounts a fresh chart with `count` candles; milliseconds until its first 'finished'. */
async function mount(count: number): Promise<number> {
  return mountCandles(makeCandles(count));
}

async function mountCandles(list: Candle[]): Promise<number> {
  root?.unmount();
  candles = list;
  root = createRoot(host);
  const started = performance.now();
  // A synchronous render runs the chart's effects (init + setOption) before flushSync returns.
  flushSync(() => root!.render(<Bench initial={candles} />));
  const at = await firstFinished;
  // Let the ResizeObserver's first resize settle before the next measurement.
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
  return at - started;
}

/** Replaces the last candle `count` times, one live tick each: milliseconds until the state update
 * (React render + echarts' update) returns, and until the next 'finished' (the canvas painted); and
 * how many ticks were redrawn through echarts' view stage or rescaled without setOption (the events
 * of KlineChart's actions), the others being set with setOption. */
async function ticks(
  count: number,
): Promise<{ sync: number[]; painted: number[]; redrawn: number; rescaled: number }> {
  const sync: number[] = [];
  const painted: number[] = [];
  const paths = { redrawn: 0, rescaled: 0 };
  const redrawn = () => {
    paths.redrawn++;
  };
  const rescaled = () => {
    paths.rescaled++;
  };
  chart().on('klineliveredraw', redrawn);
  chart().on('klineliverescale', rescaled);
  for (let i = 0; i < count; i++) {
    const last = candles.at(-1)!;
    const close = (Number(last.close) * (1 + (i % 2 ? 0.0004 : -0.0003))).toFixed(2);
    const live = {
      ...last,
      close,
      high: String(Math.max(Number(last.high), Number(close))),
      low: String(Math.min(Number(last.low), Number(close))),
    };
    candles = withLive(candles, live, candles.length);
    const started = performance.now();
    const done = finished(chart());
    flushSync(() => setCandles!(candles));
    sync.push(performance.now() - started);
    await done;
    painted.push(performance.now() - started);
  }
  chart().off('klineliveredraw', redrawn);
  chart().off('klineliverescale', rescaled);
  return { sync, painted, ...paths };
}

/** Whether the chart's frame is pixel for pixel the one a chart mounted afresh with the same candles
 * draws (the ticks drew everything they changed). */
async function matchesFresh(): Promise<boolean> {
  const ticked = chart().getDataURL({ type: 'png' });
  await mountCandles(candles);
  return chart().getDataURL({ type: 'png' }) === ticked;
}

Object.assign(window, { klineBench: { mount, ticks, matchesFresh } });
