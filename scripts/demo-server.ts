// The demo as a measurement meets it: `npm start` on a fresh data directory (seeded, nothing left
// over from an earlier run), and the demo user's session the way the app keeps it. Shared by
// `npm run lighthouse` and `npm run size`'s executed-JavaScript run.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..');
export const DEMO_USER = { email: 'demo@example.com', password: 'demo123456' };

export interface DemoServer {
  port: number;
  stop: () => void;
}

/** Resolves once /healthz answers. `skipBuild` serves dist/ as it is (the caller just built it). */
export async function startDemoServer(
  port: number,
  { skipBuild = false } = {},
): Promise<DemoServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'demo-data-'));
  const child: ChildProcess = spawn(process.execPath, [join(ROOT, 'scripts', 'start.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ...(skipBuild ? { SKIP_BUILD: '1' } : {}),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () => {
    child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
    const healthy = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (res) => res.ok,
      () => false,
    );
    if (healthy) return { port, stop };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  stop();
  throw new Error('npm start did not become healthy within 180 s');
}

/** The user's session as the app keeps it in localStorage (src/api/session.ts: `token`, `userInfo`). */
export async function sessionOf(
  base: string,
  user: { email: string; password: string } = DEMO_USER,
): Promise<Record<string, string>> {
  const res = await fetch(`${base}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', lang: 'en' },
    body: new URLSearchParams({ type: 'email', user_string: user.email, password: user.password }),
  });
  const body = (await res.json()) as {
    type: string;
    message: string;
    data: { token: string; user: unknown };
  };
  if (body.type !== 'ok') throw new Error(`demo sign-in failed: ${body.message}`);
  return { token: body.data.token, userInfo: JSON.stringify(body.data.user) };
}
