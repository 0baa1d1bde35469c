import * as echarts from 'echarts/core';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, test } from 'vitest';
import type { Candle } from '../../src/api/generated/model';
import KlineChart from '../../src/features/market/components/KlineChart';
import { withLive } from '../../src/features/market/components/useLiveKline';

// Most live ticks reach the k-line chart without setOption: KlineChart's applyLast writes the
// candle in progress into echarts' own data (not in its public API) and redraws through echarts'
// view stage, or rescales the value axes without the option merge. A chart that took a run of live
// ticks (small moves, new highs and lows, volume jumps, the candle turning, new candles, a zoom) has
// to hold exactly the pixels of a chart set afresh with the same candles and zoom. An echarts
// upgrade that changes what applyLast relies on fails here.

const MINUTE = 60_000;

/** A seeded random walk of one-minute candles, and a seeded random number source. */
function random(seed: number) {
  let state = seed;
  return () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
}

function makeCandles(count: number, next: () => number): Candle[] {
  let close = 87_500;
  return Array.from({ length: count }, (_, i) => {
    const open = close;
    close = open * (1 + (next() - 0.5) * 0.004);
    return {
      time: Date.UTC(2026, 0, 1) + i * MINUTE,
      open: open.toFixed(2),
      high: (Math.max(open, close) * (1 + next() * 0.001)).toFixed(2),
      low: (Math.min(open, close) * (1 - next() * 0.001)).toFixed(2),
      close: close.toFixed(2),
      volume: (next() * 40).toFixed(4),
    };
  });
}

const roots: Root[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) root.unmount();
  document.body.replaceChildren();
});

/** A chart of `candles` in a phone-wide box; its echarts instance and a re-render with new candles. */
function mount(candles: Candle[], line: boolean) {
  const host = document.createElement('div');
  host.style.width = '390px';
  document.body.append(host);
  const root = createRoot(host);
  roots.push(root);
  const render = (next: Candle[]) =>
    flushSync(() =>
      root.render(<KlineChart candles={next} line={line} daily={false} label="BTC/USDT" />),
    );
  render(candles);
  const instance = echarts.getInstanceByDom(host.querySelector('[data-testid="kline-chart"]')!)!;
  return { instance, render };
}

const pixels = (instance: echarts.ECharts) => instance.getDataURL({ type: 'png' });

describe.each([
  ['candles', false, 120],
  ['candles, drawn as one shape', false, 1000],
  ['time-share line', true, 120],
] as const)('k-line live ticks (%s)', (_, line, count) => {
  test('look exactly like the chart set afresh with the same candles', () => {
    const next = random(11);
    let candles = makeCandles(count, next);
    const live = mount(candles, line);
    const paths = { redraw: 0, rescale: 0 };
    live.instance.on('klineliveredraw', () => {
      paths.redraw++;
    });
    live.instance.on('klineliverescale', () => {
      paths.rescale++;
    });
    let zoom: { start: number; end: number } | undefined;
    for (let step = 0; step < 60; step++) {
      const last = candles.at(-1)!;
      const r = next();
      const move = (size: number) => {
        const close = (Number(last.close) * (1 + (next() - 0.5) * size)).toFixed(2);
        return {
          ...last,
          close,
          high: String(Math.max(Number(last.high), Number(close))),
          low: String(Math.min(Number(last.low), Number(close))),
        };
      };
      let tick: Candle;
      if (r < 0.6) tick = { ...move(0.0006), volume: (Number(last.volume) + next()).toFixed(4) };
      else if (r < 0.75) tick = move(0.02);
      else if (r < 0.85)
        tick = { ...last, volume: (Number(last.volume) + next() * 100).toFixed(4) };
      else if (r < 0.93) {
        const { close } = last;
        tick = {
          time: last.time + MINUTE,
          open: close,
          close,
          high: close,
          low: close,
          volume: '1',
        };
      } else {
        // Every other zoom leaves the live candle out of view.
        const start = Math.floor(next() * 60);
        const end = zoom?.end === 100 ? start + 15 + Math.floor(next() * 25) : 100;
        zoom = { start, end };
        live.instance.dispatchAction({ type: 'dataZoom', ...zoom });
        continue;
      }
      candles = withLive(candles, tick, count);
      live.render(candles);
      if (step % 6 === 5) {
        const fresh = mount(candles, line);
        if (zoom) fresh.instance.dispatchAction({ type: 'dataZoom', ...zoom });
        expect(pixels(live.instance), `after step ${step}`).toBe(pixels(fresh.instance));
      }
    }
    // Both ways without setOption were taken, and checked.
    expect(paths.redraw).toBeGreaterThan(0);
    expect(paths.rescale).toBeGreaterThan(0);
  });
});
