// K-line chart in the Debian Chromium: the bench page in ./kline (only the market feature's
// KlineChart) is built with Vite into a temporary folder and served by Vite's preview server. The
// driver measures, with reduced motion (no animations, as the page renders for such users, so the
// numbers are render cost and not animation length): mount to the first echarts 'finished' for
// 1,000 candles (median of N fresh mounts, the listener attached at the instance's init), then 200
// live ticks replacing the last candle as useLiveKline does, each timed until the state update
// returns and until the next 'finished' (median and p99). Without animation echarts paints inside
// the update (setOption, or KlineChart's redraw actions dispatched with a flush), so the two tick
// rows come out nearly equal: the update cost includes the canvas paint. How the ticks reached
// echarts is counted (redrawn through its view stage, rescaled, or set with setOption), and the last
// frame is checked against a chart mounted afresh with the same candles.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright';
import { build, preview } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

export interface KlineResult {
  candles: number;
  mounts: number;
  mountMedianMs: number;
  mountMinMs: number;
  mountMaxMs: number;
  ticks: number;
  /** State update returned (React render + echarts setOption). */
  tickSyncMedianMs: number;
  tickSyncP99Ms: number;
  /** Until the next 'finished' (includes waiting for the next animation frame). */
  tickMedianMs: number;
  tickP99Ms: number;
  /** Ticks redrawn through echarts' view stage, and rescaled, without setOption. */
  redrawn: number;
  rescaled: number;
  /** The last frame is pixel for pixel that of a chart mounted afresh with the same candles. */
  matchesFresh: boolean;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

interface BenchWindow {
  klineBench: {
    mount(count: number): Promise<number>;
    ticks(count: number): Promise<{
      sync: number[];
      painted: number[];
      redrawn: number;
      rescaled: number;
    }>;
    matchesFresh(): Promise<boolean>;
  };
}

export async function benchKline(candles = 1000, mounts = 7, ticks = 200): Promise<KlineResult> {
  const outDir = await mkdtemp(path.join(os.tmpdir(), 'kline-bench-'));
  const config = {
    root: path.join(here, 'kline'),
    configFile: false as const,
    logLevel: 'warn' as const,
    plugins: [react()],
    ...(process.env.VITE_CACHE_DIR ? { cacheDir: process.env.VITE_CACHE_DIR } : {}),
  };
  const server = await (async () => {
    await build({ ...config, build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 5000 } });
    return preview({
      ...config,
      build: { outDir },
      preview: { host: '127.0.0.1', port: 0, strictPort: false },
    });
  })();
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage({
      viewport: { width: 412, height: 915 },
      deviceScaleFactor: 2.625,
      reducedMotion: 'reduce',
    });
    await page.goto(server.resolvedUrls!.local[0]!);
    await page.waitForFunction(() => 'klineBench' in globalThis);
    const mountTimes: number[] = [];
    // One warm-up mount (code and fonts), then the measured ones.
    for (let i = 0; i <= mounts; i++) {
      const ms = await page.evaluate(
        (n) => (globalThis as unknown as BenchWindow).klineBench.mount(n),
        candles,
      );
      if (i > 0) mountTimes.push(ms);
    }
    const { sync, painted, redrawn, rescaled } = await page.evaluate(
      (n) => (globalThis as unknown as BenchWindow).klineBench.ticks(n),
      ticks,
    );
    const matchesFresh = await page.evaluate(() =>
      (globalThis as unknown as BenchWindow).klineBench.matchesFresh(),
    );
    const m = [...mountTimes].sort((a, b) => a - b);
    const s = [...sync].sort((a, b) => a - b);
    const t = [...painted].sort((a, b) => a - b);
    return {
      candles,
      mounts,
      mountMedianMs: percentile(m, 50),
      mountMinMs: m[0]!,
      mountMaxMs: m.at(-1)!,
      ticks,
      tickSyncMedianMs: percentile(s, 50),
      tickSyncP99Ms: percentile(s, 99),
      tickMedianMs: percentile(t, 50),
      tickP99Ms: percentile(t, 99),
      redrawn,
      rescaled,
      matchesFresh,
    };
  } finally {
    await browser.close();
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
    await rm(outDir, { recursive: true, force: true });
  }
}

export function formatKline(r: KlineResult): string {
  const ms = (v?: number) => (v === undefined ? '' : `${v.toFixed(1)} ms`).padStart(10);
  const row = (
    label: string,
    n: number,
    median: number,
    p99?: number,
    min?: number,
    max?: number,
  ) => `${label.padEnd(44)}${String(n).padStart(5)}${ms(median)}${ms(p99)}${ms(min)}${ms(max)}`;
  return [
    `k-line chart (echarts) in Chromium, ${r.candles} candles, reduced motion; cpus: ${os.cpus().length}`,
    `${'measure'.padEnd(44)}${'n'.padStart(5)}${'median'.padStart(10)}${'p99'.padStart(10)}${'min'.padStart(10)}${'max'.padStart(10)}`,
    row(
      "first render: mount -> first 'finished'",
      r.mounts,
      r.mountMedianMs,
      undefined,
      r.mountMinMs,
      r.mountMaxMs,
    ),
    row('live tick: state update + echarts update', r.ticks, r.tickSyncMedianMs, r.tickSyncP99Ms),
    row("live tick: update -> next 'finished'", r.ticks, r.tickMedianMs, r.tickP99Ms),
    `ticks redrawn (view stage) ${r.redrawn}, rescaled ${r.rescaled}, by setOption ${r.ticks - r.redrawn - r.rescaled}; last frame as a fresh chart's: ${r.matchesFresh ? 'yes' : 'NO'}`,
  ].join('\n');
}
