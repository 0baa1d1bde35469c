// `npm start`: build the app and the operator console when their sources are newer than their
// output (dist/, dist-admin/), then run the reference server
// serving the app at /h5/ and the API at /api on one port (PORT, default 8080; HOST, default 127.0.0.1).
// SKIP_BUILD=1 serves dist/ as it is.
// First: with OTEL_EXPORTER_OTLP_ENDPOINT set, tracing starts before pg and Fastify load
// (server/src/observability/register.ts says why).
import '../server/src/observability/register.ts';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from '../server/src/config.ts';
import { exitOnSignals, startServer } from '../server/src/main.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const at = (...parts: string[]) => path.join(root, ...parts);

function newestChange(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce(
    (newest, name) => Math.max(newest, newestChange(path.join(entry, name))),
    stat.mtimeMs,
  );
}

/** A build is due when its output is missing or older than any of its sources. */
function stale(output: string, sources: string[]): boolean {
  const built = at(output, 'index.html');
  if (!existsSync(built)) return true;
  return Math.max(...sources.map((p) => newestChange(at(p)))) > statSync(built).mtimeMs;
}

// The mobile app (dist/, vite.config.ts) and the operator console (dist-admin/, its own config).
const BUILDS = [
  {
    output: 'dist',
    args: ['build'],
    sources: ['src', 'public', 'index.html', 'vite.config.ts', 'scripts/vite', 'package.json'],
  },
  {
    output: 'dist-admin',
    args: ['build', '--config', 'vite.admin.config.ts'],
    sources: ['src/admin', 'vite.admin.config.ts', 'scripts/vite', 'package.json'],
  },
];

process.chdir(root); // DATA_DIR (./data) and dist/ are relative to the project

// A wrong setting stops here, in one line, before minutes of building.
let config;
try {
  config = loadConfig();
} catch (err) {
  if (!(err instanceof ConfigError)) throw err;
  console.error(`start: ${err.message}`);
  process.exit(1);
}

if (process.env.SKIP_BUILD === '1') {
  console.log('start: SKIP_BUILD=1, serving dist/ as it is.');
} else if (!existsSync(at('index.html'))) {
  console.warn('start: no index.html yet, serving the API only (/h5/ answers 404).');
} else {
  for (const { output, args } of BUILDS.filter((b) => stale(b.output, b.sources))) {
    console.log(`start: building ${output}/ (vite ${args.join(' ')})...`);
    // Always the production build, whatever NODE_ENV the server runs under (the e2e journeys run
    // it as development): Vite would otherwise bundle React's development build and no service worker.
    const build = spawnSync(at('node_modules', '.bin', 'vite'), args, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (build.status !== 0) {
      console.error(
        'start: the build failed; fix it or run the API alone with `npx node server/src/main.ts`.',
      );
      process.exit(build.status ?? 1);
    }
  }
}

try {
  exitOnSignals(await startServer(config));
} catch (err) {
  console.error(`start: ${(err as Error).message}`);
  process.exit(1);
}
