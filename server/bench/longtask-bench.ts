// Long tasks on the live trading screens: the app is built with the project's Vite config into a
// temporary folder and served by a real server process (production mode, demo data, PGlite in a
// temporary data directory), and the Debian Chromium, at a phone's viewport and signed in as the demo
// user, opens the k-line, spot, options and leverage pages in turn. Once a page shows its data, the
// CPU is throttled 4x (CDP Emulation.setCPUThrottlingRate) and for 30 s of live updates (socket
// ticks every 3 s, the pages' own polling) a PerformanceObserver counts the main thread's long tasks
// (over 50 ms): how many, the longest, and the total blocking time (the sum of their parts over 50 ms).
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright';
import { build } from 'vite';
import { startInstance, type Instance } from '../../tests/cluster/support.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const PASSWORD = 'bench-password-1';

/** The live pages: hash route, and what shows once the page has its data. */
export const LIVE_PAGES = [
  { page: 'k-line', route: '/pages/trade/kline?pair=1', ready: 'kline-chart' },
  { page: 'spot', route: '/pages/trade/index?view=trade&pair=1', ready: 'trade-available' },
  { page: 'options', route: '/pages/option/detail', ready: 'option-price' },
  { page: 'leverage', route: '/pages/lever/index', ready: 'lever-price' },
] as const;

export interface LongTaskRow {
  page: string;
  seconds: number;
  /** Socket frames and API answers the page received in the window (its live updates). */
  updates: number;
  longTasks: number;
  longestMs: number;
  totalBlockingMs: number;
  /** Each long task: when it started (ms into the window) and how long it took. */
  tasks: { atMs: number; ms: number }[];
}

type ObserveOptions = Parameters<InstanceType<typeof PerformanceObserver>['observe']>[0];

interface LongTaskWindow {
  longTasks: { start: number; duration: number }[];
}

/** Records every long task from the page's start (buffered), for the window read afterwards. Runs in
 * the page; this file is typed for Node, whose entry types do not include the browser's 'longtask'. */
function observeLongTasks() {
  const page = globalThis as unknown as LongTaskWindow;
  page.longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      page.longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true } as unknown as ObserveOptions);
}

/** The app built with the project's Vite config into `outDir`. */
export async function buildApp(outDir: string): Promise<void> {
  await build({
    root,
    configFile: path.join(root, 'vite.config.ts'),
    mode: 'production',
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 5000 },
  });
}

/** A server process serving the app built in `outDir` with demo data; stop() ends it. */
export function serveApp(outDir: string): Promise<Instance> {
  return startInstance('longtask', '', {
    NODE_ENV: 'production',
    SEED_DEMO: '1',
    DEMO_PASSWORD: PASSWORD,
    DATABASE_URL: '',
    STATIC_DIR: outDir,
    RATE_LIMIT_MAX: '1000000',
    LOG_LEVEL: 'warn',
  });
}

/** A phone-sized browser context signed in as the demo user. */
export async function signedInContext(browser: Browser, base: string): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    locale: 'en-US',
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  await page.goto(`${base}/h5/#/pages/user/login/login`);
  await page.getByRole('tab', { name: 'E-mail' }).click();
  await page.getByLabel('E-mail', { exact: true }).fill('demo@example.com');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => !url.hash.includes('/login'), { timeout: 30_000 });
  await page.close();
  return context;
}

/** Counts the socket frames and API answers a page receives (from before it loads). */
function countUpdates(page: Page): { count: number } {
  const updates = { count: 0 };
  page.on('websocket', (socket) => socket.on('framereceived', () => updates.count++));
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/api/')) updates.count++;
  });
  return updates;
}

async function measurePage(
  page: Page,
  updates: { count: number },
  seconds: number,
): Promise<Omit<LongTaskRow, 'page'>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  try {
    const from = await page.evaluate(() => performance.now());
    const before = updates.count;
    await page.waitForTimeout(seconds * 1000);
    const tasks = await page.evaluate(
      (start) =>
        (globalThis as unknown as LongTaskWindow).longTasks.filter((t) => t.start >= start),
      from,
    );
    return {
      seconds,
      updates: updates.count - before,
      longTasks: tasks.length,
      tasks: tasks.map((t) => ({ atMs: t.start - from, ms: t.duration })),
      longestMs: Math.max(0, ...tasks.map((t) => t.duration)),
      totalBlockingMs: tasks.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0),
    };
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.detach();
  }
}

/** `seconds` of live updates a page; `staticDir`: an app already built there (else one is built). */
export async function benchLongTasks(seconds = 30, staticDir?: string): Promise<LongTaskRow[]> {
  const outDir = await mkdtemp(path.join(os.tmpdir(), 'longtask-bench-'));
  let app: Instance | undefined;
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  try {
    if (!staticDir) await buildApp(outDir);
    app = await serveApp(staticDir ?? outDir);
    // The server shares this machine's cores with the browser; in use it runs elsewhere. At a lower
    // priority its work at each tick (the same moment the page gets its frames) does not count as
    // the page's main thread being busy.
    os.setPriority(app.process.pid!, 10);
    const context = await signedInContext(browser, app.url);
    await context.addInitScript(observeLongTasks);
    const rows: LongTaskRow[] = [];
    for (const { page: name, route, ready } of LIVE_PAGES) {
      const page = await context.newPage();
      const updates = countUpdates(page);
      await page.goto(`${app.url}/h5/#${route}`);
      await page.getByTestId(ready).first().waitFor({ timeout: 30_000 });
      // Let the first render's lazy chunks, fonts and queries settle before the window opens.
      await page.waitForTimeout(2000);
      rows.push({ page: name, ...(await measurePage(page, updates, seconds)) });
      await page.close();
    }
    return rows;
  } finally {
    await browser.close();
    await app?.stop();
    await rm(outDir, { recursive: true, force: true });
  }
}

export function formatLongTasks(rows: LongTaskRow[]): string {
  const lines = [
    '| page | seconds | updates | long tasks | longest ms | total blocking ms |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(
      (r) =>
        `| ${r.page} | ${r.seconds} | ${r.updates} | ${r.longTasks} | ${r.longestMs.toFixed(0)} | ${r.totalBlockingMs.toFixed(0)} |`,
    ),
  ];
  return lines.join('\n');
}
