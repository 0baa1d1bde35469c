// `npm start`: build the app when its sources are newer than dist/, then run the reference server
// serving the app at /h5/ and the API at /api on one port (PORT, default 8080; HOST, default 127.0.0.1).
// SKIP_BUILD=1 serves dist/ as it is.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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

function needsBuild(): boolean {
  const built = at('dist', 'index.html');
  if (!existsSync(built)) return true;
  const sources = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json'].map((p) =>
    newestChange(at(p)),
  );
  return Math.max(...sources) > statSync(built).mtimeMs;
}

if (process.env.SKIP_BUILD === '1') {
  console.log('start: SKIP_BUILD=1, serving dist/ as it is.');
} else if (!existsSync(at('index.html'))) {
  console.warn('start: no index.html yet, serving the API only (/h5/ answers 404).');
} else if (needsBuild()) {
  console.log('start: building the app (vite build)...');
  const build = spawnSync(at('node_modules', '.bin', 'vite'), ['build'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) {
    console.error(
      'start: the app build failed; fix it or run the API alone with `npx node server/src/main.ts`.',
    );
    process.exit(build.status ?? 1);
  }
}

process.chdir(root); // DATA_DIR (./data) and dist/ are relative to the project
try {
  exitOnSignals(await startServer());
} catch (err) {
  console.error(`start: ${(err as Error).message}`);
  process.exitCode = 1;
}
