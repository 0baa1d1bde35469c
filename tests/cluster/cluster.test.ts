// Three real server processes (A, B, C) on one fresh PostgreSQL database behave as one server:
// a 300-way race over all three ends exact; a socket on C hears, within a second, what a request
// on A and a job on B did; the request limit adds up across instances; and after `kill -9` of one
// instance under load, no acknowledged operation is lost, the others go on serving, and the ledger
// reconciles. A and C run no job timers (JOBS=off), so a job's effect can only come from B.
import { spawnSync } from 'node:child_process';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresReachable } from '../../server/tests/helpers/backends.ts';
import { connectSocket, type SocketClient } from '../../server/tests/helpers/socket-client.ts';
import { freshDatabase, post, signIn, startInstance, type Instance } from './support.ts';

const USDT = '3';
const DEMO = { email: 'demo@example.com', password: 'demo123456' };
const RATE_LIMIT_MAX = 400;

// PostgreSQL is the point; without one (and without REQUIRE_POSTGRES=1, as in CI) there is nothing to run.
const skip = !postgresReachable() && process.env.REQUIRE_POSTGRES !== '1';

describe.skipIf(skip)('three instances on one PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let sql: pg.Client;
  let a: Instance, b: Instance, c: Instance;
  const sockets: SocketClient[] = [];

  beforeAll(async () => {
    database = await freshDatabase();
    const env = { RATE_LIMIT_MAX: String(RATE_LIMIT_MAX), DEMO_PASSWORD: DEMO.password };
    a = await startInstance('A', database.url, { ...env, JOBS: 'off' }); // migrates and seeds
    [b, c] = await Promise.all([
      startInstance('B', database.url, env),
      startInstance('C', database.url, { ...env, JOBS: 'off' }),
    ]);
    sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
  });

  afterAll(async () => {
    for (const s of sockets) s.ws.close();
    await sql?.end();
    await Promise.all([a, b, c].map((i) => i?.stop()));
    await database?.drop();
  });

  const balance = async (email: string, type: string) => {
    const { rows } = await sql.query<{ available: string }>(
      `SELECT coalesce(sum(a.available), 0)::text AS available FROM ledger_accounts a
         JOIN users u ON u.id = a.user_id
        WHERE u.email = $1 AND a.account_type = $2 AND a.currency_id = $3`,
      [email, type, USDT],
    );
    return Number(rows[0]!.available);
  };
  const operator = (...argv: string[]) =>
    spawnSync(process.execPath, ['server/src/cli/operator.ts', ...argv], {
      env: { ...process.env, DATABASE_URL: database.url, DATA_DIR: '/nonexistent' },
      encoding: 'utf8',
    });
  const transfer = (instance: Instance, token: string, amount: string, requestId: string) =>
    post(
      instance.url,
      '/wallet/change',
      { currency_id: USDT, from: 'spot', to: 'options', amount, request_id: requestId },
      token,
    );

  it('a 300-way transfer race spread over the three ends exact', async () => {
    const token = await signIn(a.url, DEMO.email, DEMO.password);
    const spot = await balance(DEMO.email, 'spot');
    const options = await balance(DEMO.email, 'options');
    expect(spot).toBe(10_000); // the demo seed's USDT
    const answers = await Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        transfer([a, b, c][i % 3]!, token, '100', `race-${String(i).padStart(3, '0')}`),
      ),
    );
    const passed = answers.filter((r) => r.status === 200 && r.body.code === 1);
    expect(passed).toHaveLength(100);
    const refused = answers.filter((r) => r.status !== 200);
    expect(refused.map((r) => `${r.status} ${r.body.code}`)).toEqual(Array(200).fill('422 1201'));
    expect(await balance(DEMO.email, 'spot')).toBe(0);
    expect(await balance(DEMO.email, 'options')).toBe(options + 10_000);
    const { rows } = await sql.query(
      "SELECT 1 FROM ledger_entries WHERE idempotency_key LIKE 'account_transfer:%:race-%'",
    );
    expect(rows).toHaveLength(100);
  });

  it('a socket on C hears within 1 s what a request on A and a job on B did', async () => {
    const token = await signIn(a.url, DEMO.email, DEMO.password);
    const onC = await connectSocket(c.port);
    sockets.push(onC);
    onC.send({ op: 'auth', token });
    await onC.next((f) => f.type === 'authed');

    const from = onC.frames.length;
    const sent = Date.now();
    const back = await post(
      a.url,
      '/wallet/change',
      { currency_id: USDT, from: 'options', to: 'spot', amount: '1', request_id: 'events-0001' },
      token,
    );
    expect(back.body.code).toBe(1);
    await onC.next((f) => f.type === 'balance.changed', from, 1000);
    expect(Date.now() - sent).toBeLessThan(1000);

    const bought = await post(
      a.url,
      '/microtrade/submit',
      { currency_id: USDT, pair_id: '1', direction: 'up', seconds: '30', quantity: '10' },
      token,
    );
    expect(bought.body.code).toBe(1);
    const id = (bought.body.data as { id: number }).id;
    // Only B runs job timers: the settlement is B's, and C must hear it.
    const settled = await onC.next((f) => f.type === 'option.settled', 0, 45_000);
    const heardAt = Date.now();
    expect((settled.data as { id: number }).id).toBe(id);
    const { rows } = await sql.query<{ settled_at: Date }>(
      'SELECT settled_at FROM option_orders WHERE id = $1',
      [id],
    );
    expect(heardAt - rows[0]!.settled_at.getTime()).toBeLessThan(1000);
  }, 60_000);

  it('the request limit is one budget across the instances', async () => {
    const token = await signIn(b.url, 'otc.nova@example.com', DEMO.password);
    const statuses: number[] = [];
    const total = RATE_LIMIT_MAX + 30;
    for (let i = 0; i < total; i += 30) {
      const batch = Array.from({ length: Math.min(30, total - i) }, (_, k) =>
        fetch(`${[a, b, c][(i + k) % 3]!.url}/api/wallet/list`, {
          method: 'POST',
          headers: { authorization: token },
        }).then((r) => r.status),
      );
      statuses.push(...(await Promise.all(batch)));
    }
    // The sign-in counted for the address, not the user: every one of the user's calls counts here.
    expect(statuses.filter((s) => s === 200)).toHaveLength(RATE_LIMIT_MAX);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30);
  });

  it('a device signed out on A is refused on B at once, and only its socket on C is told', async () => {
    const email = 'otc.harbor@example.com';
    const laptop = await signIn(a.url, email, DEMO.password);
    const phone = await signIn(b.url, email, DEMO.password);
    const socketOf = async (token: string) => {
      const socket = await connectSocket(c.port);
      sockets.push(socket);
      socket.send({ op: 'auth', token });
      await socket.next((f) => f.type === 'authed');
      return socket;
    };
    const phoneOnC = await socketOf(phone);
    const laptopOnC = await socketOf(laptop);
    const center = (instance: Instance, token: string) =>
      fetch(`${instance.url}/api/user/center`, { headers: { authorization: token } });
    expect((await center(b, phone)).status).toBe(200);

    const listed = await fetch(`${a.url}/api/security/sessions`, {
      headers: { authorization: laptop },
    });
    const devices = (
      (await listed.json()) as { data: { list: { id: number; current: boolean }[] } }
    ).data.list;
    const { rows } = await sql.query<{ id: number }>(
      `SELECT s.id::int AS id FROM sessions s JOIN users u ON u.id = s.user_id
        WHERE u.email = $1 AND s.revoked_at IS NULL ORDER BY s.id DESC LIMIT 1`,
      [email],
    );
    const phoneId = rows[0]!.id; // the newest session: the sign-in on B
    expect(devices.some((d) => d.id === phoneId && !d.current)).toBe(true);

    const ended = await post(a.url, '/security/sessions/end', { id: String(phoneId) }, laptop);
    expect(ended.body.code).toBe(1);
    expect((await center(b, phone)).status).toBe(401);
    expect((await center(c, phone)).status).toBe(401);
    expect((await center(b, laptop)).status).toBe(200);
    const told = await phoneOnC.next((f) => f.type === 'session.ended', 0, 1000);
    expect(told.data).toEqual({ reason: 'user', session_ids: [phoneId] });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(laptopOnC.frames.some((f) => f.type === 'session.ended')).toBe(false);
  });

  it('after kill -9 of C under load, no acknowledged transfer is lost and A and B go on', async () => {
    const email = 'otc.harbor@example.com';
    expect(operator('credit', email, 'USDT', '1000').status).toBe(0);
    const token = await signIn(a.url, email, DEMO.password);
    const [{ id: userId }] = (
      await sql.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [email])
    ).rows as [{ id: string }];
    const before = (await balance(email, 'spot')) + (await balance(email, 'options'));
    const acknowledged: { id: string; at: number }[] = [];
    let killedAt = Infinity;
    const worker = async (instance: Instance, n: number) => {
      for (let k = 0; Date.now() < start + 2500; k++) {
        const id = `kill-${instance.name}-${n}-${k}`;
        try {
          const res = await transfer(instance, token, '0.01', id);
          if (res.status === 200 && res.body.code === 1) acknowledged.push({ id, at: Date.now() });
        } catch {
          if (instance === c) return; // C is gone: its clients move on
          throw new Error(`${instance.name} failed a request after C was killed`);
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    const start = Date.now();
    const load = Promise.all([a, b, c].flatMap((i) => [worker(i, 0), worker(i, 1)]));
    await new Promise((resolve) => setTimeout(resolve, 1000));
    c.process.kill('SIGKILL');
    killedAt = Date.now();
    await load;

    expect(acknowledged.filter((r) => r.at > killedAt + 200).length).toBeGreaterThan(10);
    const { rows } = await sql.query<{ key: string }>(
      'SELECT idempotency_key AS key FROM ledger_entries WHERE idempotency_key = ANY($1)',
      [acknowledged.map((r) => `account_transfer:${userId}:${r.id}`)],
    );
    expect(rows).toHaveLength(acknowledged.length);
    const after = (await balance(email, 'spot')) + (await balance(email, 'options'));
    expect(after).toBeCloseTo(before, 8);
    const audit = operator('reconcile');
    expect(audit.status, audit.stdout + audit.stderr).toBe(0);
    expect((await fetch(`${b.url}/healthz`)).ok).toBe(true);
  });
});
