// `npm run size [-- --no-build]`: what the login page costs a phone on first visit, gzip-compressed.
// Builds the app (or reuses dist/ with --no-build), then follows dist/.vite/manifest.json the way
// the browser does: index.html's entry and its static imports, the lazily loaded LoginPage chunk
// and its static imports, the English locale chunks the app awaits before its first render, and
// all their CSS. Fails above the budget, or when mock code (faker, MSW) leaked into the build.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

const ROOT = join(import.meta.dirname, '..');
const DIST = join(ROOT, 'dist');
const MANIFEST = join(DIST, '.vite', 'manifest.json');
const BUDGET_KB = 160;
const LOGIN_PAGE = 'src/features/auth/pages/LoginPage.tsx';
// Loaded by initI18n() before anything renders (default language: en).
// The core namespaces (src/i18n/index.ts CORE_NAMESPACES) in English, and antd-mobile's English.
const FIRST_LOCALE = [
  /^src\/i18n\/locales\/en\/(common|form|auth)\.json$/,
  /antd-mobile\/es\/locales\/en-US/,
];
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
  });
  if (run.status !== 0) fail(`vite build failed (exit ${run.status}).`);
}

function fail(message: string): never {
  console.error(`\n✗ ${message}`);
  process.exit(1);
}

const gzipBytes = (file: string) => gzipSync(readFileSync(join(DIST, file))).length;
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
  const files = readdirSync(DIST, { recursive: true, encoding: 'utf8' }).filter((f) =>
    /\.(m?js|html)$/.test(f),
  );
  for (const file of files) {
    const text = readFileSync(join(DIST, file), 'utf8');
    for (const [label, pattern] of MOCK_MARKERS) {
      const match = pattern.exec(text);
      if (match)
        found.push(
          `${file}: "${label}" near …${text.slice(Math.max(0, match.index - 40), match.index + 40)}…`,
        );
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
if (!manifest[LOGIN_PAGE])
  fail(`${LOGIN_PAGE} is not a lazy chunk of the build (is it registered lazily in the router?)`);
const localeKeys = Object.keys(manifest).filter(
  (key) => manifest[key]!.isDynamicEntry && FIRST_LOCALE.some((re) => re.test(key)),
);

const firstLoad = closure(manifest, [entryKey, LOGIN_PAGE, ...localeKeys]);
const firstRows = [...firstLoad]
  .map((file): [string, number] => [file, gzipBytes(file)])
  .sort((a, b) => b[1] - a[1]);
const total = firstRows.reduce((sum, [, bytes]) => sum + bytes, 0);
table(
  `Login route, first load (index.html entry + ${LOGIN_PAGE} + en locale, with static imports and CSS)`,
  firstRows,
);
console.log(`${kb(total)}  TOTAL (budget ${BUDGET_KB} KB)`);

const lazyRows = Object.entries(manifest)
  .filter(([, chunk]) => chunk.isDynamicEntry)
  .map(([key, chunk]): [string, number] => [
    `${key} -> ${chunk.file}${chunk.css?.length ? ` (+${chunk.css.length} css)` : ''}`,
    gzipBytes(chunk.file) + (chunk.css ?? []).reduce((sum, css) => sum + gzipBytes(css), 0),
  ])
  .sort((a, b) => b[1] - a[1]);
table('Lazy chunks (own file + own CSS; shared imports counted where first loaded)', lazyRows);

const mocks = scanForMocks();
const problems: string[] = [];
const overBudget = total > BUDGET_KB * 1024;
if (overBudget) {
  problems.push(
    `The login route's first load is ${(total / 1024).toFixed(1)} KB gzip, over the ${BUDGET_KB} KB budget.`,
  );
}
if (mocks.length) problems.push(`Mock code in the production build:\n  ${mocks.join('\n  ')}`);
if (problems.length) fail(problems.join('\n'));
if (!overBudget)
  console.log(`\n✓ login route first load ${(total / 1024).toFixed(1)} KB gzip ≤ ${BUDGET_KB} KB`);
console.log('✓ no mock code in dist/');
