// `npm run size [-- --no-build] [-- --by-source]`: what a phone downloads and runs on a first visit,
// for the two pages people open first: login (a visitor) and Home (a returning user).
// - Downloads, gzip-compressed: builds the app (or reuses dist/ with --no-build), then follows
//   dist/.vite/manifest.json the way the browser does: index.html's entry and its static imports,
//   the page's lazy chunk and its static imports, the English locale chunks the app awaits before
//   its first render (plus the page's own namespace), and all their CSS.
// - Runs: the JavaScript executed before the first screen, from a coverage run in Chromium against
//   `npm start` on a fresh demo (executed.ts). --by-source builds with source maps and says which
//   packages and modules that code belongs to.
// Fails above a budget, or when mock code (faker, MSW) leaked into the build (the app's or the
// operator console's).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { sessionOf, startDemoServer } from '../demo-server.ts';
import { freePort } from '../free-port.ts';
import { measureExecutedJs } from './executed.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const DIST = join(ROOT, 'dist');
// The operator console's build: no budget (a desktop tool), but no mock code either.
const CONSOLE_DIST = join(ROOT, 'dist-admin');
const MANIFEST = join(DIST, '.vite', 'manifest.json');
// Loaded by initI18n() before anything renders (default language: en): the core namespaces
// (src/i18n/core/en.ts: CORE_NAMESPACES in one chunk) in English, and antd-mobile's English.
const CORE_LOCALE = [/^src\/i18n\/core\/en\.ts$/, /antd-mobile\/es\/locales\/en-US/];
interface Route {
  name: string;
  page: string;
  /** The page's own translation namespace, fetched when it first renders. */
  namespace?: RegExp;
  /** Modules the route loads with the page, before its first render (manifest keys). */
  alongside?: string[];
  budgetKb: number;
  /** Where the app shows the page, whether it is opened signed in, and an element of its own. */
  hash: string;
  signedIn: boolean;
  readySelector: string;
  /** JavaScript executed before the first screen, KB of minified code. */
  executedBudgetKb: number;
}
// Executed-code budgets: the figure measured, up to the first idle moment after the first screen,
// with the translation catalog no longer fetched before it and login's calling codes and passkey
// offer after it, formik's helpers from es-toolkit instead of lodash-es, and the pull-to-refresh
// gesture after it (login 154.1 KB, was 160.1; Home 260.0 KB, was 289-294; about the same with
// the CPU loaded; the reference page of the bare stack runs 99-106 KB), plus about 3 % for what
// live data varies. Home's first calls are now made by index.html, so it runs 236.8 KB when
// nothing else is asked before its first screen; a call of the app's own (a live event's refetch:
// once, on a loaded CI machine) brings the HTTP client, 22.6 KB more, and the budget allows that.
// Transfer budgets: the first load measured once the first pages' chunks were cut by the set of
// first pages that loads each module, and Home's pull-to-refresh gesture after its first screen
// (Home signed in 192.0 KB in 20 files; before, 222.2 KB in 46), and for login with es-toolkit's
// helpers too (142.4 KB in 14; before, 149.4 KB in 31); Home without the HTTP client and the
// security client of the nudge (170.9 KB), plus about 1.5 %.
const ROUTES: Route[] = [
  {
    name: 'Login',
    page: 'src/features/auth/pages/LoginPage.tsx',
    budgetKb: 145,
    hash: '#/pages/user/login/login',
    signedIn: false,
    readySelector: 'input[type="password"]',
    executedBudgetKb: 159,
  },
  {
    name: 'Home',
    page: 'src/features/home/pages/HomePage.tsx',
    namespace: /^src\/i18n\/locales\/en\/home\.json$/,
    // A tab page draws the tab bar; signed in, its prefetch loads with it. Its first calls are
    // made by index.html itself, so the HTTP client comes after the first screen (as do the
    // pull-to-refresh gesture and the second-factor nudge).
    alongside: ['src/components/TabBar/TabBar.tsx', 'src/features/home/prefetch.ts'],
    budgetKb: 174,
    hash: '#/pages/index/index',
    signedIn: true,
    readySelector: '.adm-tab-bar',
    executedBudgetKb: 268,
  },
];
const bySource = process.argv.includes('--by-source');
const MOCK_MARKERS: [label: string, pattern: RegExp][] = [
  ['@faker-js', /@faker-js/],
  ['faker.', /\bfaker\./],
  ['msw', /(?<![\w$])msw(?![\w$])/],
  ['mockServiceWorker', /mockServiceWorker/],
];

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, Chunk>;

function build() {
  const vite = join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  const run = spawnSync(process.execPath, [vite, 'build', '--manifest', '--logLevel', 'warn'], {
    cwd: ROOT,
    stdio: 'inherit',
    // What ships, whatever the shell has (source maps only when asked to attribute).
    env: { ...process.env, NODE_ENV: 'production', SOURCEMAP: bySource ? '1' : '' },
  });
  if (run.status !== 0) fail(`vite build failed (exit ${run.status}).`);
  const consoleBuild = spawnSync(
    process.execPath,
    [vite, 'build', '--config', 'vite.admin.config.ts', '--logLevel', 'warn'],
    { cwd: ROOT, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
  );
  if (consoleBuild.status !== 0)
    fail(`vite build of the console failed (exit ${consoleBuild.status}).`);
}

function fail(message: string): never {
  console.error(`\n✗ ${message}`);
  process.exit(1);
}

// What a gzip-only browser receives: the .gz file the build wrote beside it (level 9), which the
// server sends; a file too small to have one goes as it is.
const gzipBytes = (file: string) => {
  const path = join(DIST, file);
  return existsSync(`${path}.gz`) ? statSync(`${path}.gz`).size : statSync(path).size;
};
const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(8);

/** The files a chunk needs before it runs: itself, its static imports (recursively), their CSS. */
function closure(
  manifest: Manifest,
  keys: string[],
  into = new Set<string>(),
  seen = new Set<string>(),
) {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) fail(`manifest has no entry "${key}"`);
    into.add(chunk.file);
    chunk.css?.forEach((css) => into.add(css));
    closure(manifest, chunk.imports ?? [], into, seen);
  }
  return into;
}

function table(title: string, rows: [name: string, bytes: number][]) {
  console.log(`\n${title}`);
  console.log(`${'gzip KB'.padStart(8)}  file`);
  for (const [name, bytes] of rows) console.log(`${kb(bytes)}  ${name}`);
}

function scanForMocks(): string[] {
  const found: string[] = [];
  for (const dir of [DIST, CONSOLE_DIST].filter((d) => existsSync(d))) {
    const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) =>
      /\.(m?js|html)$/.test(f),
    );
    for (const file of files) {
      const text = readFileSync(join(dir, file), 'utf8');
      for (const [label, pattern] of MOCK_MARKERS) {
        const match = pattern.exec(text);
        if (match)
          found.push(
            `${relative(ROOT, join(dir, file))}: "${label}" near …${text.slice(Math.max(0, match.index - 40), match.index + 40)}…`,
          );
      }
    }
  }
  return found;
}

if (!process.argv.includes('--no-build')) build();
if (!existsSync(MANIFEST))
  fail(
    `${relative(ROOT, MANIFEST)} is missing: run without --no-build (it builds with --manifest).`,
  );
const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Manifest;

const entryKey = Object.keys(manifest).find(
  (key) => manifest[key]!.isEntry && key.endsWith('index.html'),
);
if (!entryKey) fail('no index.html entry in the manifest');

// What index.html loads itself, and what its inline script asks for early per page
// (scripts/vite/early-preload.ts): every file of a first load must be one or the other, or
// the page waits on the boot chunk to find it.
const indexHtml = readFileSync(join(DIST, 'index.html'), 'utf8');
const earlyData = /\}\)\((\{.*?\})\)<\/script>/.exec(indexHtml)?.[1];
if (!earlyData) fail('index.html has no early preload script');
const early = JSON.parse(earlyData) as {
  names: string[];
  routes: Record<string, [number, number[], number[], Record<string, number[]>]>;
};
const loadedByHtml = new Set(indexHtml.replace(earlyData, '').match(/assets\/[\w.-]+/g));
function notAskedEarly(route: Route, files: string[]): string[] {
  const target = early.routes[route.hash.slice(1)];
  if (!target) return [`${route.hash} (no entry at all)`];
  const [, own, signedIn, texts] = target;
  const asked = new Set(
    [...own, ...(route.signedIn ? signedIn : []), ...(texts.en ?? [])].map((i) => early.names[i]),
  );
  return files.filter((file) => !loadedByHtml.has(file) && !asked.has(file));
}

const problems: string[] = [];
const passed: string[] = [];
for (const route of ROUTES) {
  if (!manifest[route.page])
    fail(`${route.page} is not a lazy chunk of the build (is it registered lazily in the router?)`);
  const localeKeys = Object.keys(manifest).filter(
    (key) =>
      manifest[key]!.isDynamicEntry &&
      [...CORE_LOCALE, ...(route.namespace ? [route.namespace] : [])].some((re) => re.test(key)),
  );
  const rows = [
    ...closure(manifest, [entryKey, route.page, ...(route.alongside ?? []), ...localeKeys]),
  ]
    .map((file): [string, number] => [file, gzipBytes(file)])
    .sort((a, b) => b[1] - a[1]);
  const total = rows.reduce((sum, [, bytes]) => sum + bytes, 0);
  table(
    `${route.name}, first load (index.html entry + ${[route.page, ...(route.alongside ?? [])].join(' + ')} + en locale, with static imports and CSS)`,
    rows,
  );
  console.log(`${kb(total)}  TOTAL, ${rows.length} files (budget ${route.budgetKb} KB)`);
  const line = `${route.name} first load ${(total / 1024).toFixed(1)} KB gzip (${total} bytes)`;
  if (total > route.budgetKb * 1024)
    problems.push(`${line}, over the ${route.budgetKb} KB budget.`);
  else passed.push(`${line} ≤ ${route.budgetKb} KB`);
  const late = notAskedEarly(
    route,
    rows.map(([file]) => file),
  );
  if (late.length)
    problems.push(`${route.name}: not asked for with the HTML (early preload): ${late.join(', ')}`);
  else passed.push(`${route.name}: every file of its first load is asked for with the HTML`);
}

const lazyRows = Object.entries(manifest)
  .filter(([, chunk]) => chunk.isDynamicEntry)
  .map(([key, chunk]): [string, number] => [
    `${key} -> ${chunk.file}${chunk.css?.length ? ` (+${chunk.css.length} css)` : ''}`,
    gzipBytes(chunk.file) + (chunk.css ?? []).reduce((sum, css) => sum + gzipBytes(css), 0),
  ])
  .sort((a, b) => b[1] - a[1]);
table('Lazy chunks (own file + own CSS; shared imports counted where first loaded)', lazyRows);

// Coin icons: the listed coins' SVGs from cryptocurrency-icons, each its own file; never the set.
const PACKAGE_ICONS = new Set(
  readdirSync(join(ROOT, 'node_modules/cryptocurrency-icons/svg/color')).map((f) => f.slice(0, -4)),
);
const shippedIcons = readdirSync(join(DIST, 'assets'))
  .filter((f) => f.endsWith('.svg'))
  .map((f) => f.replace(/-[\w-]{8}\.svg$/, ''))
  .filter((name) => PACKAGE_ICONS.has(name));
const COIN_ICON_LIMIT = 12;
if (shippedIcons.length === 0 || shippedIcons.length > COIN_ICON_LIMIT)
  problems.push(
    `Coin icons in dist/assets: ${shippedIcons.length} (${shippedIcons.join(', ')}); expected the listed coins' (1-${COIN_ICON_LIMIT}), never the whole set.`,
  );
else passed.push(`coin icons shipped as files: ${shippedIcons.sort().join(', ')}`);

/** Each route's executed JavaScript, against a fresh demo served from the build just made. */
async function executedJs() {
  const server = await startDemoServer(await freePort(), { skipBuild: true });
  const base = `http://127.0.0.1:${server.port}`;
  try {
    const storage = await sessionOf(base);
    for (const route of ROUTES) {
      const run = await measureExecutedJs(base, `${base}/h5/${route.hash}`, route.readySelector, {
        storage: route.signedIn ? storage : undefined,
        mapsIn: bySource ? DIST : undefined,
      });
      console.log(
        `\n${route.name}, JavaScript executed before the first screen (KB of minified code)`,
      );
      console.log(`${'ran'.padStart(8)} ${'of'.padStart(8)}  script`);
      for (const script of run.scripts.slice(0, 12))
        console.log(`${kb(script.executedBytes)} ${kb(script.loadedBytes)}  ${script.name}`);
      console.log(
        `${kb(run.executedBytes)} ${kb(run.loadedBytes)}  TOTAL, ${run.scripts.length} scripts`,
      );
      if (run.bySource) {
        console.log(`\n${route.name}, executed code by source`);
        for (const [source, bytes] of run.bySource.slice(0, 30))
          console.log(`${kb(bytes)}  ${source}`);
      }
      console.log(`API calls before the first screen: ${run.calls.join(', ') || 'none'}`);
      const line = `${route.name} runs ${(run.executedBytes / 1024).toFixed(1)} KB of JavaScript before its first screen`;
      if (run.executedBytes > route.executedBudgetKb * 1024)
        problems.push(`${line}, over the ${route.executedBudgetKb} KB budget.`);
      else passed.push(`${line} ≤ ${route.executedBudgetKb} KB`);
    }
  } finally {
    server.stop();
  }
}
await executedJs();

const mocks = scanForMocks();
if (mocks.length) problems.push(`Mock code in the production build:\n  ${mocks.join('\n  ')}`);
console.log('');
for (const line of passed) console.log(`✓ ${line}`);
if (problems.length) fail(problems.join('\n✗ '));
console.log('✓ no mock code in dist/ or dist-admin/');
