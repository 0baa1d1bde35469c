// Real server processes on one fresh PostgreSQL database, for the cluster test: each instance is
// `node server/src/main.ts` with its own port and data directory, as a deployment runs them.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../../scripts/free-port.ts';

export const postgresUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** A new database on the test server, named `<prefix>_<random>`; drop() removes it (and ends its
 * connections). */
export async function freshDatabase(
  prefix = 'cluster',
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: postgresUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export interface Instance {
  name: string;
  url: string;
  port: number;
  process: ChildProcess;
  /** What it printed (for a failure's message). */
  output: string[];
  stop(): Promise<void>;
}

/** Starts one instance and waits until it answers /healthz. */
export async function startInstance(
  name: string,
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<Instance> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), `cluster-${name}-`));
  const child = spawn(process.execPath, ['server/src/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      LOG_REQUESTS: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const instance: Instance = {
    name,
    url,
    port,
    process: child,
    output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited:\n${output.join('')}`);
    const ok = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return instance;
    if (Date.now() > deadline) {
      await instance.stop();
      throw new Error(`${name} did not start:\n${output.join('')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A form POST to the API; answers the status and the JSON envelope. */
export async function post(
  base: string,
  route: string,
  form: Record<string, string>,
  token?: string,
): Promise<{ status: number; body: { code: number; message?: string; data?: unknown } }> {
  const response = await fetch(`${base}/api${route}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(token ? { authorization: token } : {}),
    },
    body: new URLSearchParams(form).toString(),
  });
  return { status: response.status, body: (await response.json()) as never };
}

/** Signs in by e-mail on an instance; answers the session token. */
export async function signIn(base: string, email: string, password: string): Promise<string> {
  const res = await post(base, '/user/login', { type: 'email', user_string: email, password });
  const token = (res.body.data as { token?: string } | undefined)?.token;
  if (!token) throw new Error(`sign-in of ${email} failed: ${JSON.stringify(res.body)}`);
  return token;
}
