// `npm run test:engines`: every page of the app, signed in, at a phone's 390 x 844, in WebKit
// (Safari's engine) and Firefox, plus the sign-in and a transfer between accounts in each. A page
// fails on a script error or unhandled rejection, sideways scrolling, NaN / Invalid Date /
// undefined / [object Object] in its text, or its error state. Chromium is covered by the story,
// visual and end-to-end suites.
//
// It starts its own `npm start` server on an empty data directory (the demo seed) behind the
// front of proxy.ts. ENGINES=webkit or ENGINES=firefox runs one. A failing page's screenshot is
// kept in test-results/engines/.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PATHS } from '../../src/lib/paths.ts';
import { signIn } from './api.ts';
import { INSTALLED, launchFirefox, launchWebKit, type Engine } from './drivers.ts';
import { startProxy } from './proxy.ts';
import { SIGNED_OUT_PATHS, WALKER, signedInPaths } from './routes.ts';
import { fill, go, press, problemsOf, routeOf, settle, shows, until } from './walk.ts';

const SERVER_PORT = Number(process.env.ENGINES_PORT ?? 8686);
const FRONT_PORT = SERVER_PORT + 1;
const SERVER = `http://127.0.0.1:${SERVER_PORT}`;
const FRONT = `http://127.0.0.1:${FRONT_PORT}`;
const SHOTS = join(import.meta.dirname, '..', '..', 'test-results', 'engines');

const LAUNCH = { WebKit: launchWebKit, Firefox: launchFirefox } as const;
const chosen = (process.env.ENGINES ?? 'webkit,firefox').toLowerCase().split(',');
const engines = (['WebKit', 'Firefox'] as const).filter((name) =>
  chosen.includes(name.toLowerCase()),
);

const missing = engines.filter((name) => !INSTALLED[name]);
if (missing.length) {
  console.error(
    `Not installed: ${missing.join(', ')}. Install the Debian packages webkit2gtk-driver, xvfb and firefox-esr (.ci/run does).`,
  );
  process.exit(1);
}

async function startServer() {
  const dataDir = mkdtempSync(join(tmpdir(), 'engines-data-'));
  const server = spawn(process.execPath, ['scripts/start.ts'], {
    cwd: join(import.meta.dirname, '..', '..'),
    env: {
      ...process.env,
      PORT: String(SERVER_PORT),
      DATA_DIR: dataDir,
      NODE_ENV: 'development',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () => {
    server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; i < 1800; i++) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode})`);
    const up = await fetch(`${SERVER}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return stop;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  stop();
  throw new Error('the server did not answer /healthz within 180 s');
}

let failures = 0;
function verdict(engine: Engine, what: string, problems: string[], secs: number) {
  if (!problems.length) {
    console.log(`✓ ${engine.name} ${what} (${secs.toFixed(1)} s)`);
    return;
  }
  failures += 1;
  console.error(`✗ ${engine.name} ${what}\n${problems.map((p) => `    ${p}`).join('\n')}`);
}

const shotName = (engine: Engine, what: string) =>
  join(SHOTS, `${engine.name}-${what.replace(/[^a-z0-9]+/gi, '_').slice(0, 80)}.png`);

// ENGINES_SHOTS=1 keeps every page's screenshot, not only the failing ones'.
const EVERY_SHOT = process.env.ENGINES_SHOTS === '1';

/** Opens `route` in the loaded app and judges it. */
async function checkPage(engine: Engine, route: string) {
  const t0 = Date.now();
  await go(engine, route);
  const report = await settle(engine);
  const problems = problemsOf(report, route);
  if (problems.length || EVERY_SHOT)
    await engine.screenshot(shotName(engine, route)).catch(() => {});
  verdict(engine, route, problems, (Date.now() - t0) / 1000);
}

/** A journey: its steps, and any script error met on the way, fail it. */
async function journey(engine: Engine, name: string, steps: () => Promise<void>) {
  const t0 = Date.now();
  const problems: string[] = [];
  try {
    await steps();
    problems.push(...(await settle(engine)).errors);
  } catch (error) {
    problems.push(error instanceof Error ? error.message : String(error));
    await engine.screenshot(shotName(engine, name)).catch(() => {});
  }
  verdict(engine, name, problems, (Date.now() - t0) / 1000);
}

/**
 * The probe sees, in this engine, each kind of fault it is there to catch: a thrown error, an
 * unhandled rejection, sideways scrolling and NaN in the text. Otherwise a broken probe would pass
 * every page.
 */
async function probeCheck(engine: Engine) {
  await engine.run(`(() => {
    const wide = document.createElement('div');
    wide.id = 'engines-probe-check';
    wide.style.cssText = 'width: 900px; height: 1px';
    wide.textContent = 'NaN';
    document.body.append(wide);
    setTimeout(() => { throw new Error('probe check: thrown'); });
    Promise.reject(new Error('probe check: rejected'));
    return true;
  })()`);
  await new Promise((resolve) => setTimeout(resolve, 300));
  const seen = await settle(engine);
  await engine.run(`(document.getElementById('engines-probe-check').remove(), true)`);
  const missed = [
    seen.errors.some((e) => e.includes('probe check: thrown')) ? '' : 'a thrown error',
    seen.errors.some((e) => e.includes('probe check: rejected')) ? '' : 'an unhandled rejection',
    seen.overflow > 0 ? '' : 'sideways scrolling',
    seen.badText.includes('NaN') ? '' : 'NaN in the text',
  ].filter(Boolean);
  verdict(
    engine,
    'probe self-check',
    missed.map((m) => `the probe missed ${m}`),
    0,
  );
}

async function availableOf(account: string, coin: string): Promise<number> {
  const api = await signIn(SERVER, WALKER.email, WALKER.password);
  const { accounts } = await api.post<{
    accounts: { type: string; balances: { symbol: string; available: string }[] }[];
  }>('wallet/list');
  const balance = accounts.find((a) => a.type === account)?.balances.find((b) => b.symbol === coin);
  return Number(balance?.available ?? 0);
}

async function inEngine(name: (typeof engines)[number], signedInRoutes: string[]) {
  const t0 = Date.now();
  const engine = await LAUNCH[name](FRONT);
  console.log(`\n${name}: started in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  try {
    await engine.open(PATHS.login);
    await settle(engine);
    await probeCheck(engine);
    for (const route of SIGNED_OUT_PATHS) await checkPage(engine, route);

    await journey(engine, 'sign-in journey (e-mail and password, lands on Home)', async () => {
      await press(engine, 'E-mail');
      await fill(engine, 'E-mail', WALKER.email);
      await fill(engine, 'Password', WALKER.password);
      await press(engine, 'Log in');
      await until(engine, 'landing on Home', async () =>
        (await routeOf(engine)).startsWith(PATHS.home),
      );
    });

    for (const route of signedInRoutes) await checkPage(engine, route);

    await journey(engine, 'transfer journey (spot to options, 10 USDT)', async () => {
      const before = await availableOf('options', 'USDT');
      await go(engine, PATHS.assetsTransfer);
      await settle(engine);
      await fill(engine, 'Amount', '10');
      await press(engine, 'Confirm transfer');
      await until(engine, '"Transfer successful"', () => shows(engine, 'Transfer successful'));
      await until(
        engine,
        'the options account holding 10 USDT more',
        async () => (await availableOf('options', 'USDT')) === before + 10,
      );
    });
  } finally {
    await engine.close();
  }
}

mkdirSync(SHOTS, { recursive: true });
const stopServer = await startServer();
const front = await startProxy(FRONT_PORT, { host: '127.0.0.1', port: SERVER_PORT });
const started = Date.now();
try {
  const routes = await signedInPaths(SERVER);
  console.log(`${routes.length + SIGNED_OUT_PATHS.length} pages in ${engines.join(' and ')}`);
  for (const name of engines) await inEngine(name, routes);
} catch (error) {
  failures += 1;
  console.error(error);
} finally {
  front.close();
  stopServer();
}
console.log(
  `\n${failures ? `${failures} failed` : 'all passed'} in ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
process.exit(failures ? 1 : 0);
