// `npm run dev`: the API server (port 8080, restarted by hand) and the Vite dev server (port 5173,
// proxying /api with its socket to 8080) side by side; Ctrl-C stops both, and if one dies so does the other.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const env = {
  ...process.env,
  NODE_ENV: process.env.NODE_ENV ?? 'development',
  PORT: process.env.PORT ?? '8080',
};

const children: ChildProcess[] = [
  spawn(process.execPath, [path.join(root, 'server/src/main.ts')], {
    cwd: root,
    env,
    stdio: 'inherit',
  }),
  spawn(path.join(root, 'node_modules/.bin/vite'), ['--port', '5173', '--strictPort'], {
    cwd: root,
    env,
    stdio: 'inherit',
  }),
];

let stopping = false;
function stopAll(code: number): void {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  // Give them a moment to close cleanly, then make sure nothing is left behind.
  const force = setTimeout(
    () => children.forEach((c) => c.exitCode === null && c.kill('SIGKILL')),
    5000,
  );
  Promise.all(
    children.map((c) => (c.exitCode !== null ? null : new Promise((r) => c.once('exit', r)))),
  ).then(() => {
    clearTimeout(force);
    process.exit(code);
  });
}

for (const child of children) child.once('exit', (code) => stopAll(code ?? 1));
process.once('SIGINT', () => stopAll(0));
process.once('SIGTERM', () => stopAll(0));
