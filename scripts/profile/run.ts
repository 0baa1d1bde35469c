// `npm run profile`: where a page's first load spends its long tasks. Builds the app with source
// maps (dist-profile/), serves it with the demo data, loads one page in the Debian Chromium under
// a CPU throttle (a phone's CPU, as Lighthouse's mobile preset assumes), records a trace with V8's
// CPU samples, and prints each main-thread task over the threshold with the source functions its
// samples fall in (inclusive share) and Blink's own work (style, layout, paint, module
// evaluation). It measures nothing for a gate; it tells where to look (issue 35).
//
// PROFILE_ROUTE (/pages/index/index), PROFILE_RUNS (1), PROFILE_CPU (4, the slowdown),
// PROFILE_MIN_MS (50), PROFILE_TOP (12 functions a task, then the 4 with the most self time),
// PROFILE_SKIP_BUILD=1 (profile dist-profile/ as the last run built it). Signed in as the demo
// user unless the route is the login page.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { launchHeadless, seedLocalStorage } from '../chromium-page.ts';
import { sessionOf, startDemoServer } from '../demo-server.ts';
import { freePort } from '../free-port.ts';
import { readMainThread, type MainThread, type ProfileNode, type TraceEvent } from './trace.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const OUT = join(ROOT, 'dist-profile');
const ROUTE = process.env.PROFILE_ROUTE ?? '/pages/index/index';
const RUNS = Number(process.env.PROFILE_RUNS ?? 1);
const CPU = Number(process.env.PROFILE_CPU ?? 4);
const MIN_MS = Number(process.env.PROFILE_MIN_MS ?? 50);
const TOP = Number(process.env.PROFILE_TOP ?? 12);
const SELF_TOP = 4;
const SIGNED_IN = !ROUTE.startsWith('/pages/user/login');
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
  'blink.user_timing', // navigationStart
  'loading',
  'toplevel',
];
// What a first load does after its load event (answers, the deferred steps) still counts.
const SETTLE_MS = 8000;

function build() {
  const vite = join(ROOT, 'node_modules', '.bin', 'vite');
  const args = ['build', '--outDir', OUT, '--emptyOutDir', '--logLevel', 'warn'];
  const env = { ...process.env, SOURCEMAP: '1', NODE_ENV: 'production' };
  const result = spawnSync(vite, args, { cwd: ROOT, stdio: 'inherit', env });
  if (result.status !== 0) throw new Error('the profiling build failed');
}

/** Names a sampled frame by its original source and function, through the chunk's source map. */
function frameNamer() {
  const maps = new Map<string, TraceMap | null>();
  const mapOf = (url: string) => {
    if (!maps.has(url)) {
      const file = join(OUT, `${new URL(url).pathname.replace(/^\/h5/, '')}.map`);
      maps.set(url, existsSync(file) ? new TraceMap(readFileSync(file, 'utf8')) : null);
    }
    return maps.get(url);
  };
  return ({ callFrame: frame }: ProfileNode) => {
    if (!frame.url) return `(${frame.functionName || 'native'})`;
    const map = mapOf(frame.url);
    if (!map) return `${frame.url.split('/').pop()} ${frame.functionName}`;
    const at = originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber });
    const source = (at.source ?? '?')
      .replace(/^.*node_modules\//, '')
      .replace(/^.*?\/src\//, 'src/');
    return `${source} ${at.name ?? frame.functionName}`.trim();
  };
}

function report(thread: MainThread, name: (node: ProfileNode) => string) {
  const { navigationStart, firstContentfulPaint = Infinity, nodes, samples } = thread;
  const names = new Map<number, string>();
  const nameOf = (id: number) => {
    if (!names.has(id)) names.set(id, name(nodes.get(id)!));
    return names.get(id)!;
  };
  const ms = (ts: number) => ((ts - navigationStart) / 1000).toFixed(0);
  let blocking = 0;
  console.log(`  first contentful paint at ${ms(firstContentfulPaint)} ms`);
  for (const task of thread.tasks) {
    const afterPaint = task.start > firstContentfulPaint;
    if (afterPaint) blocking += Math.max(0, task.duration - 50);
    const native = Object.entries(task.native)
      .map(([kind, time]) => `${kind} ${time.toFixed(0)}`)
      .join(', ');
    console.log(
      `  ${afterPaint ? '*' : ' '} at ${ms(task.start)} ms: ${task.duration.toFixed(0)} ms  ${native}`,
    );
    // Each function counted once per sample however deep it recurs; self counts the sampled one.
    const shares = new Map<string, number>();
    const own = new Map<string, number>();
    let count = 0;
    for (const [id, time] of samples) {
      if (time < task.start || time > task.start + task.duration * 1000) continue;
      count++;
      own.set(nameOf(id), (own.get(nameOf(id)) ?? 0) + 1);
      const seen = new Set<string>();
      for (let node: number | undefined = id; node !== undefined; node = nodes.get(node)?.parent) {
        const label = nameOf(node);
        if (seen.has(label)) continue;
        seen.add(label);
        shares.set(label, (shares.get(label) ?? 0) + 1);
      }
    }
    const top = [...shares]
      .filter(([label]) => !/^\(\((root|idle)\)\)$/.test(label))
      .sort((a, b) => b[1] - a[1])
      .slice(0, TOP);
    const percent = (n: number) => ((100 * n) / count).toFixed(0).padStart(3);
    for (const [label, n] of top) console.log(`        ${percent(n)}%  ${label}`);
    const self = [...own].sort((a, b) => b[1] - a[1]).slice(0, SELF_TOP);
    if (self.length)
      console.log(`        self: ${self.map(([l, n]) => `${percent(n)}% ${l}`).join(';')}`);
  }
  console.log(
    `  blocking after first paint (listed tasks' time over 50 ms): ${blocking.toFixed(0)} ms`,
  );
}

if (!process.env.PROFILE_SKIP_BUILD) build();
process.env.STATIC_DIR = OUT;
const server = await startDemoServer(await freePort(), { skipBuild: true });
try {
  const base = `http://127.0.0.1:${server.port}`;
  const storage = SIGNED_IN ? await sessionOf(base) : undefined;
  const name = frameNamer();
  for (let run = 1; run <= RUNS; run++) {
    const browser = await launchHeadless();
    try {
      const page = await browser.newPage();
      await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true });
      await seedLocalStorage(page, base, storage);
      const cdp = await page.createCDPSession();
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
      await page.tracing.start({ categories: CATEGORIES });
      await page.goto(`${base}/h5/#${ROUTE}`, { waitUntil: 'load' });
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      const trace = await page.tracing.stop();
      const events = (JSON.parse(Buffer.from(trace!).toString()) as { traceEvents: TraceEvent[] })
        .traceEvents;
      console.log(`${ROUTE}, run ${run} of ${RUNS}, CPU ${CPU}x slower, tasks over ${MIN_MS} ms:`);
      report(readMainThread(events, MIN_MS), name);
    } finally {
      await browser.close();
    }
  }
} finally {
  server.stop();
}
