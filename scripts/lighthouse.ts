// `npm run lighthouse`: what a phone gets, measured by Lighthouse (mobile preset: simulated slow 4G
// and a 4x slower CPU) against `npm start` on a fresh data directory, in the Debian Chromium.
// Five pages: login signed out; Home, Market, Assets and Trust signed in as the demo user (its
// session is put into localStorage before each run, the way the app stores it).
// Each page runs LIGHTHOUSE_RUNS times (3) in a fresh browser profile (a first visit, cold cache);
// the median run by performance counts. Fails when performance, accessibility or best practices is
// below LIGHTHOUSE_MIN (95) on any page; LIGHTHOUSE_PAGES=Login,Home limits the pages. `--url http://host:port` measures a running server.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse, { type Result } from 'lighthouse';
import puppeteer from 'puppeteer-core';

const ROOT = join(import.meta.dirname, '..');
const REPORT_DIR = join(ROOT, 'test-results', 'lighthouse');
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const MIN_SCORE = Number(process.env.LIGHTHOUSE_MIN ?? 95);
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const DEMO = { email: 'demo@example.com', password: 'demo123456' };
const GATED = ['performance', 'accessibility', 'best-practices'] as const;

interface Target {
  name: string;
  route: string;
  signedIn: boolean;
}
const TARGETS: Target[] = [
  { name: 'Login', route: '/pages/user/login/login', signedIn: false },
  { name: 'Home', route: '/pages/index/index', signedIn: true },
  { name: 'Market', route: '/pages/trade/index', signedIn: true },
  { name: 'Assets', route: '/pages/assets/index', signedIn: true },
  { name: 'Trust', route: '/pages/template/index', signedIn: true },
];
// LIGHTHOUSE_PAGES=Login,Home measures only those pages (while working on them).
const only = process.env.LIGHTHOUSE_PAGES?.split(',').map((name) => name.trim().toLowerCase());
const targets = only ? TARGETS.filter((t) => only.includes(t.name.toLowerCase())) : TARGETS;

interface RunResult {
  scores: Record<(typeof GATED)[number], number>;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  wireBytes: number;
  requests: number;
}

/** `npm start` (builds the app when stale) on a fresh data directory; resolves once healthy. */
async function startServer(): Promise<{ base: string; stop: () => void }> {
  const port = Number(process.env.LIGHTHOUSE_PORT ?? 8383);
  const dataDir = mkdtempSync(join(tmpdir(), 'lighthouse-data-'));
  const child: ChildProcess = spawn(process.execPath, [join(ROOT, 'scripts', 'start.ts')], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = () => {
    child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
    const healthy = await fetch(`${base}/healthz`).then(
      (res) => res.ok,
      () => false,
    );
    if (healthy) return { base, stop };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  stop();
  throw new Error('npm start did not become healthy within 180 s');
}

/** The demo user's session as the app keeps it (src/api/session.ts: `token`, `userInfo`). */
async function demoSession(base: string): Promise<Record<string, string>> {
  const res = await fetch(`${base}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', lang: 'en' },
    body: new URLSearchParams({ type: 'email', user_string: DEMO.email, password: DEMO.password }),
  });
  const body = (await res.json()) as {
    type: string;
    message: string;
    data: { token: string; user: unknown };
  };
  if (body.type !== 'ok') throw new Error(`demo sign-in failed: ${body.message}`);
  return { token: body.data.token, userInfo: JSON.stringify(body.data.user) };
}

async function measure(base: string, target: Target, storage: Record<string, string>) {
  // A new browser per run: its own empty profile, so every run is a first visit.
  const browser = await puppeteer.launch({ executablePath: CHROME, args: CHROME_ARGS });
  try {
    const page = await browser.newPage();
    if (target.signedIn) {
      // Any same-origin URL that is not the app gives access to its localStorage without
      // loading (and so caching) the app before the measured run.
      await page.goto(`${base}/healthz`);
      await page.evaluate((entries) => {
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
      }, storage);
    }
    const result = await lighthouse(
      `${base}/h5/#${target.route}`,
      {
        logLevel: 'error',
        output: 'json',
        onlyCategories: [...GATED],
        // Keep the seeded session; the fresh profile already guarantees a cold cache.
        disableStorageReset: true,
      },
      undefined,
      page,
    );
    if (!result) throw new Error(`no Lighthouse result for ${target.name}`);
    const { runtimeError, runWarnings } = result.lhr;
    if (runtimeError)
      console.error(`${target.name}: ${runtimeError.code}: ${runtimeError.message}`);
    for (const warning of runWarnings) console.error(`${target.name}: ${warning}`);
    return result.lhr;
  } finally {
    await browser.close();
  }
}

/** A run whose trace Lighthouse could not record (e.g. NO_NAVSTART) scores 0 and says nothing of
 * the page: it is run again, up to twice. */
async function measureRecorded(base: string, target: Target, storage: Record<string, string>) {
  let lhr = await measure(base, target, storage);
  for (let retry = 0; retry < 2 && lhr.runtimeError; retry++) {
    lhr = await measure(base, target, storage);
  }
  return lhr;
}

function summarize(lhr: Result): RunResult {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const details = lhr.audits['network-requests']?.details;
  const requests = (details?.type === 'table' ? details.items : []) as { transferSize?: number }[];
  return {
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
    },
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    wireBytes: requests.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    requests: requests.length,
  };
}

/** The run whose performance score is the median (metrics stay consistent within one run). */
function medianRun(runs: RunResult[]): RunResult {
  const sorted = [...runs].sort((a, b) => a.scores.performance - b.scores.performance);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** Audits that cost points in a category, so a failing gate says what to fix. */
function failingAudits(lhr: Result, category: string): string[] {
  return (lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => `${ref.id} (${lhr.audits[ref.id]!.title})`);
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

function printTable(rows: [Target, RunResult][]) {
  const header = [
    'page',
    'perf',
    'a11y',
    'best',
    'FCP',
    'LCP',
    'TBT',
    'CLS',
    'wire KB',
    'requests',
  ];
  const lines = rows.map(([target, run]) => [
    target.name,
    String(run.scores.performance),
    String(run.scores.accessibility),
    String(run.scores['best-practices']),
    seconds(run.fcp),
    seconds(run.lcp),
    `${Math.round(run.tbt)} ms`,
    run.cls.toFixed(3),
    (run.wireBytes / 1024).toFixed(1),
    String(run.requests),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((line) => line[i]!.length)));
  const format = (cells: string[]) =>
    `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(format(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const line of lines) console.log(format(line));
}

const urlFlag = process.argv.indexOf('--url');
const server =
  urlFlag > 0
    ? { base: process.argv[urlFlag + 1]!.replace(/\/$/, ''), stop: () => {} }
    : await startServer();
const rows: [Target, RunResult][] = [];
const problems: string[] = [];
try {
  const storage = await demoSession(server.base);
  mkdirSync(REPORT_DIR, { recursive: true });
  for (const target of targets) {
    const lhrs: Result[] = [];
    for (let i = 0; i < RUNS; i++) lhrs.push(await measureRecorded(server.base, target, storage));
    const runs = lhrs.map(summarize);
    const median = medianRun(runs);
    const medianLhr = lhrs[runs.indexOf(median)]!;
    writeFileSync(join(REPORT_DIR, `${target.name.toLowerCase()}.json`), JSON.stringify(medianLhr));
    rows.push([target, median]);
    console.log(
      `${target.name}: performance ${runs.map((r) => r.scores.performance).join(', ')} -> median ${median.scores.performance}`,
    );
    for (const category of GATED) {
      if (median.scores[category] < MIN_SCORE) {
        problems.push(
          `${target.name}: ${category} ${median.scores[category]} < ${MIN_SCORE}; losing points: ${failingAudits(medianLhr, category).join(', ')}`,
        );
      }
    }
  }
} finally {
  server.stop();
}

console.log(`\nLighthouse ${RUNS} runs a page, median (mobile preset):\n`);
printTable(rows);
console.log(`\nReports: ${REPORT_DIR}`);
if (problems.length) {
  console.error(`\n✗ ${problems.join('\n✗ ')}`);
  process.exit(1);
}
console.log(`\n✓ performance, accessibility and best practices ≥ ${MIN_SCORE} on every page`);
