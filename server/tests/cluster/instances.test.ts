// Several server instances on one PostgreSQL schema behave as one server: a user's events reach their
// socket on any instance, whichever instance caused them (a request or a job); a job runs once per
// due item however many instances run it at the same app time; the request limit adds up across
// instances; an event too large for a notification
// still arrives whole and in order; a lost link between an instance and the database ends in a
// `resync` frame to its sockets, and events flow again once it is back.
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/index.ts';
import { ClusterEventBus, MAX_NOTIFY_BYTES } from '../../src/modules/events/cluster-bus.ts';
import type { BusEvent } from '../../src/modules/events/bus.ts';
import { openPostgresSchema, postgresUrl } from '../helpers/backends.ts';
import type { SocketClient } from '../helpers/socket-client.ts';
import { startDerivApp, USDT, type DerivApp } from '../derivatives/fixture.ts';
import { startExchangeApp, type ExchangeApp } from '../exchange/fixture.ts';
import { startTestApp } from '../support/app.ts';
import {
  authedSocket as authedOn,
  closeInstances,
  needPostgres,
  schemaOf,
  startInstances,
} from './support.ts';

const MINUTE = 60_000;

describe.skipIf(!needPostgres)('instances on one PostgreSQL', () => {
  let first: DerivApp | undefined;
  const apps: ExchangeApp[] = [];
  const sockets: SocketClient[] = [];

  afterEach(async () => {
    for (const s of sockets.splice(0)) s.ws.close();
    first?.restore();
    first = undefined;
    await closeInstances(apps);
  });

  /** `n` listening instances on one fresh schema; the first has the scripted price feed, which is
   * process-wide, so every instance prices alike (as the simulator does across processes). */
  async function instances(n: number): Promise<[DerivApp, ...ExchangeApp[]]> {
    return (await startInstances(apps, n, async (database, i) =>
      i === 0 ? (first = await startDerivApp(database)) : startExchangeApp(database),
    )) as [DerivApp, ...ExchangeApp[]];
  }

  const authedSocket = (t: ExchangeApp, token: string) => authedOn(sockets, t, token);

  it("a socket on C gets, within 1 s, the events of a request on A; nobody else's socket does", async () => {
    const [a, b, c] = await instances(3);
    const alice = await a.user('alice@example.com');
    const bob = await b!.user('bob@example.com');
    await a.fund(alice.id, USDT, '10000');
    const aliceOnC = await authedSocket(c!, alice.token); // a session made on A works on C
    const bobOnC = await authedSocket(c!, bob.token);
    const res = await a.post(
      '/api/coin/trade',
      { pair_id: '1', side: 'buy', type: 'market', quantity: '0.01' },
      { authorization: alice.token },
    );
    expect(res.statusCode).toBe(200);
    const filled = await aliceOnC.next((f) => f.type === 'order.filled', 0, 1000);
    expect(filled.data).toEqual(res.json().data);
    const balance = await aliceOnC.next((f) => f.type === 'balance.changed', 0, 1000);
    expect(balance.data).toEqual({ currency_id: USDT });
    // A transfer between a user's own accounts is a money movement too.
    const transfer = await c!.post(
      '/api/wallet/change',
      {
        currency_id: String(USDT),
        from: 'spot',
        to: 'options',
        amount: '10',
        request_id: 'cluster-transfer-1',
      },
      { authorization: alice.token },
    );
    expect(transfer.json()).toMatchObject({ code: 1 });
    const count = aliceOnC.frames.length;
    await aliceOnC.next((f) => f.type === 'balance.changed', count, 1000);
    bobOnC.send({ op: 'ping' });
    await bobOnC.next((f) => f.type === 'pong');
    expect(
      bobOnC.frames.some((f) => f.type !== 'authed' && f.type !== 'pong' && f.type !== 'hello'),
    ).toBe(false);
  });

  it('jobs run on three instances at the same app time settle each option once, and the event reaches C', async () => {
    const [a, b, c] = await instances(3);
    const alice = await a.verified('alice@example.com');
    await a.fundAccount(alice.id, 'options', '1000');
    const bought = await b!.post(
      '/api/microtrade/submit',
      { currency_id: String(USDT), pair_id: '1', direction: 'up', seconds: '60', quantity: '100' },
      { authorization: alice.token },
    );
    expect(bought.json()).toMatchObject({ code: 1 });
    const aliceOnC = await authedSocket(c!, alice.token);
    a.feed.set(new Date('2030-01-01T00:01:00Z'), '50100');
    for (const t of [a, b!, c!]) t.clock.advance(2 * MINUTE);
    await Promise.all([a, b!, c!].map((t) => t.app.scheduler.runAll()));
    await aliceOnC.next((f) => f.type === 'option.settled', 0, 1000);
    await Promise.all([a, b!, c!].map((t) => t.app.events.delivered()));
    expect(aliceOnC.frames.filter((f) => f.type === 'option.settled')).toHaveLength(1);
    const [{ n }] = (await a.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM ledger_entries WHERE idempotency_key LIKE 'option:%:settle'",
    )) as [{ n: number }];
    expect(n).toBe(1);
    expect(await a.balance(alice.id, 'options')).toEqual({ available: '1020', frozen: '0' });
    expect(await a.reconciles()).toBe(true);
  });

  it('a run of a job never overlaps its run on another instance; a timer that finds it running skips', async () => {
    const [a, b, c] = await instances(3);
    const locks = [a, b!, c!].map((t) => lockOf(t));
    let inside = 0;
    let most = 0;
    // The holder keeps the lock until every instance has tried: on a loaded machine a fixed wait
    // could end before another instance's attempt began (then it rightly runs after, not beside).
    let attempts = 0;
    let allTried = () => {};
    const everyoneTried = new Promise<void>((resolve) => (allTried = resolve));
    const run = async (lock: (typeof locks)[number]) => {
      const got = await lock.tryLock('job:test');
      if (++attempts >= locks.length) allTried();
      if (!got) return false;
      inside++;
      most = Math.max(most, inside);
      await everyoneTried;
      inside--;
      await lock.unlock('job:test');
      return true;
    };
    const ran = await Promise.all(locks.map(run));
    expect(ran.filter(Boolean)).toHaveLength(1);
    expect(most).toBe(1);
    expect(await run(locks[1]!)).toBe(true); // released: the next tick runs it
  });

  it('the request limit is one budget across instances, not one per instance', async () => {
    const database = await openPostgresSchema();
    const schema = await schemaOf(database);
    const rateLimit = { max: 5, windowMs: 60_000 };
    const apps = [await startTestApp(database, { rateLimit })];
    apps.push(
      await startTestApp(await openDatabase({ databaseUrl: postgresUrl, pgSchema: schema }), {
        rateLimit,
      }),
    );
    try {
      const codes: number[] = [];
      for (let i = 0; i < 6; i++) {
        const res = await apps[i % 2]!.app.inject({ method: 'POST', url: '/api/area_code' });
        codes.push(res.statusCode);
      }
      expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
      // Another client has its own budget.
      const other = await apps[1]!.app.inject({
        method: 'POST',
        url: '/api/area_code',
        remoteAddress: '10.0.0.9',
      });
      expect(other.statusCode).toBe(200);
    } finally {
      await apps[1]!.close();
      await apps[0]!.close();
    }
  });

  it('an event larger than a notification arrives whole, in order with the small ones', async () => {
    const [a, b] = await instances(2);
    const seen: BusEvent[] = [];
    b!.app.events.onUser(7, (e) => seen.push(e));
    const big = { type: 'test.big', data: 'x'.repeat(3 * MAX_NOTIFY_BYTES) };
    a.app.events.toUser(7, { type: 'test.small', data: 1 });
    a.app.events.toUser(7, big);
    a.app.events.toUser(7, { type: 'test.small', data: 2 });
    await a.app.events.delivered();
    await waitFor(() => seen.length === 3);
    expect(seen).toEqual([{ type: 'test.small', data: 1 }, big, { type: 'test.small', data: 2 }]);
  });

  it('a lost link makes its sockets resync, and events flow again once it is back', async () => {
    const [a, b] = await instances(2);
    const alice = await a.user('alice@example.com');
    const onB = await authedSocket(b!, alice.token);
    const schema = await schemaOf(a.database);
    const killed = await a.database.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE application_name = 'cluster-link' AND query = $1`,
      [`LISTEN "bus:${schema}"`],
    );
    expect(killed).toHaveLength(2);
    await onB.next((f) => f.type === 'resync', 0, 3000);
    // Once B listens again, A's events reach it.
    await waitFor(async () => {
      const from = onB.frames.length;
      await a.fund(alice.id, USDT, '1');
      return onB
        .next((f) => f.type === 'balance.changed', from, 300)
        .then(() => true)
        .catch(() => false);
    });
  });
});

function lockOf(t: ExchangeApp) {
  const bus = t.app.events;
  if (!(bus instanceof ClusterEventBus)) throw new Error('not on the cluster bus');
  return bus.link;
}

async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
