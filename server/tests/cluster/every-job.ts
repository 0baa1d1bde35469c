// The scenario of every-job.test.ts: one user (plus an OTC merchant and buyer) with at least one item
// that each background job has to act on, made through the HTTP API of the instances (spread over
// A, B and C), then the same app-time rounds on every instance, each round running every job on all
// of them at once. With one instance, A, B and C are that instance: the reference run.
import { reconcile } from '../../src/ledger/index.ts';
import type { Frame, SocketClient } from '../helpers/socket-client.ts';
import { USDT } from '../derivatives/fixture.ts';
import { scheduledSource } from '../spot/fixture.ts';
import type { OtcApp, OtcUser } from '../otc/fixture.ts';
import { authedSocket, flushed, socketOn } from './support.ts';

export const MINUTE = 60_000;
export const DAY = 86_400_000;
/** The test clock's start (support/app.ts). */
export const T0 = Date.UTC(2030, 0, 1);
/** App times of the rounds, after T0: the short-term items, the OTC deadline, then day by day until
 * the 7-day finance order and the 7-day pledge have ended. */
export const ROUNDS = [2 * MINUTE, 30 * MINUTE, ...[1, 2, 3, 4, 5, 6, 7, 8].map((d) => d * DAY)];

/** Process-wide, so every instance prices alike: BTC at 50000, then 50100 from the minute the options
 * deliver (up wins, down loses), then 47900 from the next, where two stops fire, a position is
 * liquidated and the limit buy at 49000 fills. Each price is a lookup in a short list: the jobs and
 * the ticks ask for every 5 s step of several days. */
export const feed = scheduledSource('50000', [
  [new Date(T0 + MINUTE), '50100'],
  [new Date(T0 + 2 * MINUTE), '47900'],
]);

export interface World {
  apps: OtcApp[];
  alice: OtcUser;
  merchant: OtcUser;
  buyer: OtcUser;
  ad: number;
  unpaid: number;
  paid: number;
  /** The last ledger entry before the rounds. */
  setupEntry: number;
  /** Merchant's frozen USDT before the rounds. */
  merchantFrozen: string;
  /** Per user, the frames their socket on C got during the rounds. */
  events: { alice: Frame[]; merchant: Frame[]; buyer: Frame[] };
  /** The frames of a socket on B watching the ticker and BTC's 1-minute candle, and of one on C
   * watching the ticker. */
  watchB: Frame[];
  watchC: Frame[];
  reconciles: boolean;
}

const ok = async (res: { statusCode: number; body: string }, what: string) => {
  if (res.statusCode !== 200 || JSON.parse(res.body).code !== 1)
    throw new Error(`${what}: ${res.body}`);
  return JSON.parse(res.body).data;
};

export async function play(apps: OtcApp[], sockets: SocketClient[]): Promise<World> {
  const [a, b, c] = [0, 1, 2].map((i) => apps[i % apps.length]!) as [OtcApp, OtcApp, OtcApp];
  const db = a.database;
  // As startPubApp: project 1 open around the app clock (with a 3-day lock-up), miner offers open.
  await db.query(
    `UPDATE projects SET starts_at = $1, ends_at = $2, launch_at = $3, reserved = 0, lock_days = 3
      WHERE id = 1`,
    [new Date(T0 - DAY), new Date(T0 + 30 * DAY), new Date(T0 + 35 * DAY)],
  );
  await db.query('UPDATE miner_models SET offer_ends_at = $1', [new Date(T0 + 30 * DAY)]);
  // Request counters: one whose window has ended (pruned), one still open (kept).
  await db.query(`INSERT INTO rate_limits (key, hits, window_ends) VALUES
    ('every-job:ended', 1, clock_timestamp() - interval '1 minute'),
    ('every-job:open', 1, clock_timestamp() + interval '1 hour')`);

  const alice = await a.user('alice');
  await a.passKyc(alice); // options need a verified user
  const as = { authorization: alice.token };
  const get = async (t: OtcApp, url: string) =>
    (await t.app.inject({ method: 'GET', url, headers: as })).json().data;
  for (const [type, currency, amount] of [
    ['spot', USDT, '12000'],
    ['options', USDT, '1000'],
    ['contract', USDT, '2000'],
    ['trust', USDT, '2400'],
  ] as const)
    await a.ledger.credit({
      userId: alice.id,
      currencyId: currency,
      amount,
      type,
      key: `every-job:${type}`,
    });
  // options.deliver: two 60 s options, delivered at 50100.
  for (const [t, direction, quantity] of [
    [b, 'up', '100'],
    [c, 'down', '50'],
  ] as const)
    await ok(
      await t.post(
        '/api/microtrade/submit',
        { currency_id: String(USDT), pair_id: '1', direction, seconds: '60', quantity },
        as,
      ),
      'option',
    );
  // lever.watch: at 47900 a long x10 stops its loss (48000), a long x50 is liquidated (49200), a
  // short x10 takes its profit (48000).
  for (const fields of [
    { side: 'long', multiple: '10', stop_profit: '52000', stop_loss: '48000' },
    { side: 'long', multiple: '50', stop_profit: '60000', stop_loss: '40000' },
    { side: 'short', multiple: '10', stop_profit: '48000', stop_loss: '60000' },
  ])
    await ok(
      await c.post('/api/lever/submit', { currency_id: '1', lots: '10', ...fields }, as),
      'lever',
    );
  // spot.fill_limit_orders: a buy at 49000 fills at 47900; one at 40000 keeps waiting.
  for (const [price, quantity] of [
    ['49000', '0.1'],
    ['40000', '0.01'],
  ] as const)
    await ok(
      await a.post(
        '/api/coin/trade',
        { pair_id: '1', side: 'buy', type: 'limit', price, quantity },
        as,
      ),
      'limit order',
    );
  // publication.unlock: 100 USDT of LUMA (2000 at 0.05), passed, unlocked 3 days later.
  const subscription = await ok(
    await b.post(
      '/api/project/subscribe',
      { project_id: '1', currency_id: String(USDT), amount: '100' },
      as,
    ),
    'subscribe',
  );
  const review = await b.operator('review', 'approve', 'subscription', String(subscription.id));
  if (review.exitCode) throw new Error(`review: ${review.output}`);
  // mining.yields: a machine earning from day 2; mining.pledges: 7 days (ends), 30 days (does not).
  await ok(await c.post('/api/miner/buyMiner', { id: '1', quantity: '1' }, as), 'miner');
  await ok(await a.post('/api/pledge/pledge', { id: '1', amount: '1000' }, as), 'pledge 7');
  await ok(await a.post('/api/pledge/pledge', { id: '2', amount: '500' }, as), 'pledge 30');
  // trust.accrue: a 7-day finance order (ends) and a 15-day hosting one (does not).
  for (const [family, period] of [
    ['finance', 7],
    ['hosting', 15],
  ] as const) {
    const items = (await get(b, `/api/lh/deposit/config?family=${family}`)).items as {
      id: number;
      currency: string;
      period_days: number;
    }[];
    const product = items.find((p) => p.currency === 'USDT' && p.period_days === period)!;
    await ok(
      await b.post(
        '/api/lh/deposit',
        { product_id: String(product.id), amount: '1000', agree: '1' },
        as,
      ),
      family,
    );
  }
  // copytrade.settle: a 7-day long on BTC with Aurora Quant.
  const traders = (await get(c, '/api/lh/send/config')) as { id: number; name: string }[];
  const aurora = traders.find((x) => x.name === 'Aurora Quant')!;
  await ok(
    await c.post(
      '/api/lh/send/order',
      { trader_id: String(aurora.id), amount: '400', agree: '1' },
      as,
    ),
    'follow',
  );
  // otc.expire: on a sell ad, one order left unpaid past its 15 minutes, one paid in time.
  const merchant = await b.merchant('merchant', [[USDT, '2000']]);
  const ad = await b.publish(merchant, { quantity: '1000', max_amount: '1000' });
  const buyer = await c.taker('buyer');
  const unpaid = await c.order(buyer, ad.id, { quantity: '100' });
  const paid = await c.order(buyer, ad.id, { quantity: '50' });
  await c.pay(buyer, paid.id);
  const users = { alice, merchant, buyer };
  const onC = {
    alice: await authedSocket(sockets, c, alice.token),
    merchant: await authedSocket(sockets, c, merchant.token),
    buyer: await authedSocket(sockets, c, buyer.token),
  };
  const watchB = await socketOn(sockets, b);
  const watchC = await socketOn(sockets, c);
  for (const [client, topic] of [
    [watchB, 'ticker'],
    [watchB, 'kline:BTC/USDT:1min'],
    [watchC, 'ticker'],
  ] as const) {
    client.send({ op: 'subscribe', topic });
    await client.next((f) => f.type === 'subscribed' && f.topic === topic);
  }
  await settle(apps, users, onC); // the set-up's events are not the rounds'
  const from = { alice: 0, merchant: 0, buyer: 0 };
  for (const k of ['alice', 'merchant', 'buyer'] as const) from[k] = onC[k].frames.length;
  const [{ id: setupEntry }] = (await db.query<{ id: number }>(
    'SELECT coalesce(max(id), 0)::int AS id FROM ledger_entries',
  )) as [{ id: number }];
  const merchantFrozen = (await a.balance(merchant, USDT)).frozen;
  for (const at of ROUNDS) {
    for (const t of apps) t.clock.advance(T0 + at - t.clock().getTime());
    await Promise.all(apps.map((t) => t.app.scheduler.runAll()));
  }
  await settle(apps, users, onC);
  for (const client of [watchB, watchC]) await flushed(client);
  const during = (k: keyof typeof from) =>
    onC[k].frames.slice(from[k]).filter((f) => !['test.marker', 'pong'].includes(f.type));
  return {
    apps,
    ...users,
    ad: ad.id,
    unpaid: unpaid.id,
    paid: paid.id,
    setupEntry,
    merchantFrozen,
    events: { alice: during('alice'), merchant: during('merchant'), buyer: during('buyer') },
    watchB: watchB.frames,
    watchC: watchC.frames,
    reconciles: (await reconcile(db)).ok,
  };
}

/** Waits until every event any instance has sent so far reached the users' sockets on C: a marker
 * from each instance, behind whatever it sent before (an instance's events arrive in order). */
async function settle(
  apps: OtcApp[],
  users: Record<string, OtcUser>,
  sockets: Record<string, SocketClient>,
): Promise<void> {
  await Promise.all(apps.map((t) => t.app.events.delivered()));
  const from = Object.fromEntries(Object.entries(sockets).map(([k, s]) => [k, s.frames.length]));
  for (const t of apps)
    for (const u of Object.values(users))
      t.app.events.toUser(u.id, { type: 'test.marker', data: 0 });
  for (const [k, s] of Object.entries(sockets)) {
    while (s.frames.slice(from[k]).filter((f) => f.type === 'test.marker').length < apps.length)
      await s.next((f) => f.type === 'test.marker', s.frames.length);
    await flushed(s);
  }
}
