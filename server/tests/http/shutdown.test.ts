import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// SIGTERM under load, on the real server process (server/src/main.ts, embedded database): it stops
// accepting, answers what is in flight, closes sockets with a close frame (1001), drains the ledger
// writer and the database, and exits 0. Every transfer is either answered or cleanly refused, and
// the balances afterwards hold exactly the answered ones: nothing applied without an answer, nothing
// half-applied (the operator's reconcile checks every balance against its journal).
const ROOT = path.resolve(import.meta.dirname, '../../..');
let PORT = 0;
let BASE = '';
const USDT = 3;
const WORKERS = 16;

const dataDir = mkdtempSync(path.join(tmpdir(), 'shutdown-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
beforeAll(async () => {
  PORT = await freePort();
  BASE = `http://127.0.0.1:${PORT}`;
});

/**
 * A port nothing listens on, for the server child (PORT must be 1-65535, so it cannot pick its own).
 * Other test files, workers and other people's servers run beside this one: try random ports below
 * the kernel's ephemeral range (32768+), where outgoing connections never take one between this check
 * and the restart later on, until one is free.
 */
async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer()
        .once('error', () => resolve(false))
        .listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error('no free port in 20000-31999');
}

function startServer(): ChildProcess {
  return spawn(process.execPath, [path.join(ROOT, 'server/src/main.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'development', // seeds the demo user
      HOST: '127.0.0.1', // where BASE points, whatever HOST the test run has
      PORT: String(PORT),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      STATIC_DIR: path.join(dataDir, 'no-app'),
      LOG_LEVEL: 'warn',
      LOG_REQUESTS: '0',
      RATE_LIMIT_MAX: '1000000', // the load must reach the ledger, not the limiter
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
}

async function untilHealthy(child: ChildProcess) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (
      await fetch(`${BASE}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not become healthy');
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

async function post(route: string, form: Record<string, string>, token?: string) {
  const res = await fetch(`${BASE}/api/${route}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      lang: 'en',
      ...(token ? { authorization: token } : {}),
    },
    body: new URLSearchParams(form),
    signal: AbortSignal.timeout(20_000),
  });
  // Fastify answers 503 to a request that arrives on an open connection while it closes.
  if (res.status === 503) throw new ClosingRefusal();
  return (await res.json()) as { type: string; message: string; data: Record<string, unknown> };
}

class ClosingRefusal extends Error {}

async function signIn() {
  const body = await post('user/login', {
    type: 'email',
    user_string: 'demo@example.com',
    password: 'demo123456',
  });
  expect(body.type).toBe('ok');
  return body.data.token as string;
}

async function available(token: string, type: 'spot' | 'options') {
  const body = await post('wallet/detail', { currency_id: String(USDT), type }, token);
  expect(body.type).toBe('ok');
  return Number((body.data.balance as { available: string }).available);
}

/** A request the server never took: the connection was refused or closed before any answer. */
const refusedCleanly = (error: unknown) => {
  if (error instanceof ClosingRefusal) return true;
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return (
    ['ECONNREFUSED', 'ECONNRESET', 'UND_ERR_SOCKET', 'EPIPE'].includes(cause?.code ?? '') ||
    /other side closed/.test(cause?.message ?? '')
  );
};

describe('graceful shutdown', () => {
  it(
    'answers or cleanly refuses every request under load, closes sockets with 1001, exits 0 promptly',
    { timeout: 240_000 },
    async () => {
      let server = startServer();
      await untilHealthy(server);
      const token = await signIn();
      const spotBefore = await available(token, 'spot');
      const optionsBefore = await available(token, 'options');

      const socket = new WebSocket(`ws://127.0.0.1:${PORT}/api/socket`);
      const socketClosed = new Promise<number>((resolve) =>
        socket.addEventListener('close', (event) => resolve(event.code)),
      );
      await new Promise((resolve, reject) => {
        socket.addEventListener('open', resolve);
        socket.addEventListener('error', reject);
      });

      // Workers transfer 1 USDT spot → options back to back until the server refuses them.
      let answered = 0;
      let refused = 0;
      const unexpected: string[] = [];
      let sequence = 0;
      const worker = async () => {
        for (;;) {
          const requestId = `shutdown-${process.pid}-${sequence++}`;
          try {
            const body = await post(
              'wallet/change',
              {
                from: 'spot',
                to: 'options',
                currency_id: String(USDT),
                amount: '1',
                request_id: requestId,
              },
              token,
            );
            if (body.type === 'ok') answered++;
            else unexpected.push(`${requestId}: ${body.message}`);
          } catch (error) {
            if (refusedCleanly(error)) refused++;
            else unexpected.push(`${requestId}: ${String(error)}`);
            return; // the server is gone for this worker
          }
        }
      };
      const load = Array.from({ length: WORKERS }, worker);
      while (answered < 40) await new Promise((resolve) => setTimeout(resolve, 20));
      const killedAt = Date.now();
      server.kill('SIGTERM');

      expect(await exited(server)).toBe(0);
      // Connections busy at the signal close as their answers go out, instead of idling out
      // Fastify's 72 s keep-alive (it took 70 s before http/drain.ts).
      expect(Date.now() - killedAt).toBeLessThan(20_000);
      await Promise.all(load);
      expect(await socketClosed).toBe(1001);
      expect(unexpected).toEqual([]);
      expect(refused).toBe(WORKERS); // each worker ended on a refusal, none on a hang

      // The ledger and its journal agree, and the balances hold exactly the answered transfers.
      const reconcile = spawnSync(process.execPath, ['server/src/cli/operator.ts', 'reconcile'], {
        cwd: ROOT,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
        encoding: 'utf8',
      });
      expect(`${reconcile.stdout}${reconcile.stderr}`).toContain(
        'OK: every balance matches its journal',
      );
      expect(reconcile.status).toBe(0);

      server = startServer();
      try {
        await untilHealthy(server);
        const again = await signIn();
        expect(await available(again, 'spot')).toBe(spotBefore - answered);
        expect(await available(again, 'options')).toBe(optionsBefore + answered);
      } finally {
        server.kill('SIGTERM');
        await exited(server);
      }
    },
  );
});
