// Every background job, run on three instances of one PostgreSQL schema at the same app time, does the
// work of each due item exactly once: no effect twice (ledger entries, state rows, balances, the
// users' socket events), none skipped. The same scenario and rounds on ONE instance are the reference:
// three instances must write exactly its journal, balances and job state, and send exactly its events.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userAccount, type AccountType } from '../../src/ledger/index.ts';
import { Money } from '../../src/lib/decimal.ts';
import type { CoinFigures } from '../../src/db/schema/liabilities.ts';
import { settlement } from '../../src/modules/copytrade/settle.ts';
import { setPriceSource, type PriceSource } from '../../src/modules/market/prices.ts';
import type { Frame, SocketClient } from '../helpers/socket-client.ts';
import { BTC, USDT } from '../derivatives/fixture.ts';
import { startOtcApp, type OtcApp } from '../otc/fixture.ts';
import { DAY, feed, MINUTE, play, ROUNDS, T0, type World } from './every-job.ts';
import { closeInstances, needPostgres, startInstances } from './support.ts';

const LUMA = 100;
/** The jobs this file checks; a new job fails the first test until it has a check here. */
const CHECKED = [
  'options.deliver',
  'lever.watch',
  'publication.unlock',
  'mining.yields',
  'mining.pledges',
  'trust.accrue',
  'copytrade.settle',
  'spot.fill_limit_orders',
  'market.ticks',
  'otc.expire',
  'limits.prune',
  'notifications.prune',
  'push.deliver',
  'outbox.deliver',
  'ledger.audit',
  'liabilities.snapshot',
];

/** What the jobs write besides the ledger: per table, the columns. */
const STATE = [
  ['option_orders', 'id, status, result, delivery_price, tick_at, payout, settled_at'],
  [
    'lever_positions',
    'id, status, close_reason, close_price, tick_at, profit, checked_at, closed_at',
  ],
  ['spot_orders', 'id, status, frozen_amount, fill_price, fee, tick_at, tick_price, checked_until'],
  ['subscriptions', 'id, status, unlock_at, delivered_at'],
  ['user_miners', 'id, paid_days, accumulated'],
  ['miner_yields', 'user_miner_id, day, amount, created_at'],
  ['pledges', 'id, status, paid_days, awarded, released_at'],
  ['pledge_awards', 'pledge_id, day, amount, created_at'],
  ['trust_orders', 'id, status, days_paid, income, refund, closed_at'],
  ['trust_interest', 'order_id, day, amount, paid_at'],
  ['copy_orders', 'id, status, close_price, profit, commission, payout, closed_at'],
  ['otc_orders', 'id, status, cancel_reason, cancelled_at'],
  ['otc_ads', 'id, remaining_quantity, traded_quantity'],
  ["rate_limits WHERE key LIKE 'every-job:%'", 'key, hits'],
  ["audit_log WHERE action = 'ledger.reconcile'", 'actor, at, after'],
  ['liability_snapshots', 'taken_at, status, trigger, leaf_count, account_count, coins'],
] as const;

describe.skipIf(!needPostgres)('every job on three instances at the same app time', () => {
  const apps: OtcApp[] = [];
  const sockets: SocketClient[] = [];
  let previous: PriceSource;
  let three: World;
  let one: World;

  beforeAll(async () => {
    previous = setPriceSource(feed);
    three = await play(await startInstances(apps, 3, startOtcApp), sockets);
    one = await play(await startInstances(apps, 1, startOtcApp), sockets);
  });
  afterAll(async () => {
    for (const s of sockets.splice(0)) s.ws.close();
    await closeInstances(apps);
    if (previous) setPriceSource(previous);
  });

  const rows = <T>(sql: string, params: unknown[] = [], w = three) =>
    w.apps[0]!.database.query<T>(sql, params);
  /** Keys of the entries of `kind` the rounds wrote, sorted. */
  const keys = async (kind: string, w = three) =>
    (
      await rows<{ key: string }>(
        'SELECT idempotency_key AS key FROM ledger_entries WHERE id > $1 AND kind = $2 ORDER BY 1',
        [w.setupEntry, kind],
        w,
      )
    ).map((r) => r.key);
  const balance = async (currencyId: number, type: AccountType = 'spot') => {
    const a = await three.apps[0]!.ledger.account(userAccount(three.alice.id, currencyId, type));
    return { available: a.available, frozen: a.frozen };
  };
  const ofType = (frames: Frame[], type: string) => frames.filter((f) => f.type === type);
  const ids = (frames: Frame[]) =>
    frames.map((f) => (f.data as { id: number }).id).sort((x, y) => x - y);
  const sorted = (list: (string | number)[]) => [...list].sort();

  it('checks every job the instances run, and every job ran without an error', async () => {
    expect(sorted(three.apps[0]!.app.scheduler.names)).toEqual(sorted(CHECKED));
    const runs = await rows<{ name: string; ok: Date; error: string | null }>(
      'SELECT name, last_ok_at AS ok, last_error AS error FROM job_runs ORDER BY 1',
    );
    const last = new Date(T0 + ROUNDS.at(-1)!);
    expect(runs).toEqual(sorted(CHECKED).map((name) => ({ name, ok: last, error: null })));
  });

  it('only the entries of these jobs were written during the rounds', async () => {
    const kinds = await rows<{ kind: string }>(
      'SELECT DISTINCT kind FROM ledger_entries WHERE id > $1 ORDER BY 1',
      [three.setupEntry],
    );
    expect(kinds.map((k) => k.kind)).toEqual([
      'copy_payout',
      'lever_close',
      'miner_yield',
      'option_payout',
      'otc_return',
      'pledge_award',
      'pledge_release',
      'spot_fill',
      'subscription_unlock',
      'trust_interest',
      'trust_principal',
    ]);
    expect(three.reconciles).toBe(true);
  });

  it('options.deliver: each option settles once, the winner is paid once, its owner hears once', async () => {
    const orders = await rows<{ id: number; status: string; result: string }>(
      'SELECT id::int, status, result FROM option_orders ORDER BY id',
    );
    expect(orders.map((o) => [o.status, o.result])).toEqual([
      ['settled', 'won'],
      ['settled', 'lost'],
    ]);
    expect(await keys('option_payout')).toEqual([`option:${orders[0]!.id}:settle`]);
    // 1000 - 100 - 50 + 100 x 1.2
    expect(await balance(USDT, 'options')).toEqual({ available: '970', frozen: '0' });
    expect(ids(ofType(three.events.alice, 'option.settled'))).toEqual(orders.map((o) => o.id));
  });

  it('lever.watch: each position closes once, at its own trigger', async () => {
    const positions = await rows<{ id: number; status: string; reason: string }>(
      'SELECT id::int, status, close_reason AS reason FROM lever_positions ORDER BY id',
    );
    expect(positions.map((p) => [p.status, p.reason])).toEqual([
      ['closed', 'stop_loss'],
      ['closed', 'liquidation'],
      ['closed', 'stop_profit'],
    ]);
    expect(await keys('lever_close')).toEqual(sorted(positions.map((p) => `lever:${p.id}:close`)));
    // 2000 - 3 fees of 2.5 - 210 - 100 (the whole margin) + 210
    expect(await balance(USDT, 'contract')).toEqual({ available: '1892.5', frozen: '0' });
    expect(ids(ofType(three.events.alice, 'position.closed'))).toEqual(positions.map((p) => p.id));
  });

  it('spot.fill_limit_orders: the order the price reached fills once; the other waits', async () => {
    const orders = await rows<{ id: number; status: string; tick_at: Date | null }>(
      'SELECT id::int, status, tick_at FROM spot_orders ORDER BY id',
    );
    expect(orders.map((o) => [o.status, o.tick_at])).toEqual([
      ['completed', new Date(T0 + 2 * MINUTE)],
      ['waiting', null],
    ]);
    expect(await keys('spot_fill')).toEqual([`spot:${orders[0]!.id}:fill`]);
    // 0.1 - the 0.0001 fee, plus six miner yields of 0.00016
    expect(await balance(BTC)).toEqual({ available: '0.10086', frozen: '0' });
    expect(ids(ofType(three.events.alice, 'order.filled'))).toEqual([orders[0]!.id]);
  });

  it('publication.unlock: the subscription is delivered once, when its lock-up ends', async () => {
    const [sub] = await rows<{ id: number; delivered_at: Date }>(
      'SELECT id::int, delivered_at FROM subscriptions',
    );
    expect(sub!.delivered_at).toEqual(new Date(T0 + 3 * DAY));
    expect(await keys('subscription_unlock')).toEqual([`subscription:${sub!.id}:unlock`]);
    expect(await balance(LUMA)).toEqual({ available: '2000', frozen: '0' });
  });

  it('mining.yields: each earning day of the miner is paid once', async () => {
    const [miner] = await rows<{ id: number; paid_days: number; accumulated: number }>(
      'SELECT id::int, paid_days, accumulated::float8 AS accumulated FROM user_miners',
    );
    expect(miner).toMatchObject({ paid_days: 6, accumulated: 0.00096 });
    const days = [1, 2, 3, 4, 5, 6];
    expect(await keys('miner_yield')).toEqual(days.map((d) => `miner:${miner!.id}:yield:${d}`));
    const yields = await rows<{ day: number }>('SELECT day FROM miner_yields ORDER BY day');
    expect(yields.map((y) => y.day)).toEqual(days);
  });

  it('mining.pledges: each award day is paid once, the ended pledge released once', async () => {
    const pledges = await rows<{ id: number; status: string; paid_days: number }>(
      'SELECT id::int, status, paid_days FROM pledges ORDER BY id',
    );
    expect(pledges.map((p) => [p.status, p.paid_days])).toEqual([
      ['released', 7],
      ['active', 8],
    ]);
    const [short, long] = [pledges[0]!, pledges[1]!];
    const awards = (id: number, days: number) =>
      Array.from({ length: days }, (_, d) => `pledge:${id}:award:${d + 1}`);
    expect(await keys('pledge_award')).toEqual(
      sorted([...awards(short.id, 7), ...awards(long.id, 8)]),
    );
    expect(await keys('pledge_release')).toEqual([`pledge:${short.id}:release`]);
    const [{ n }] = (await rows<{ n: number }>('SELECT count(*)::int AS n FROM pledge_awards')) as [
      { n: number },
    ];
    expect(n).toBe(15);
    // 900 left after the set-up, + 1000 released + 7 x 1.5 + 8 x 1; still frozen: 500 pledged
    // and the waiting limit order's 400.
    expect(await balance(USDT)).toEqual({ available: '1918.5', frozen: '900' });
  });

  it('trust.accrue: each interest day of each order is paid once, the ended one released once', async () => {
    const orders = await rows<{ id: number; family: string; status: string; days_paid: number }>(
      'SELECT id::int, family, status, days_paid FROM trust_orders ORDER BY id',
    );
    expect(orders.map((o) => [o.family, o.status, o.days_paid])).toEqual([
      ['finance', 'completed', 7],
      ['hosting', 'hosting', 7],
    ]);
    const interest = orders.flatMap((o) =>
      [1, 2, 3, 4, 5, 6, 7].map((d) => `trust:interest:${o.id}:${d}`),
    );
    expect(await keys('trust_interest')).toEqual(sorted(interest));
    expect(await keys('trust_principal')).toEqual([`trust:principal:${orders[0]!.id}`]);
    const [{ n }] = (await rows<{ n: number }>(
      'SELECT count(*)::int AS n FROM trust_interest',
    )) as [{ n: number }];
    expect(n).toBe(14);
  });

  it('copytrade.settle: the follow order settles once at the end of its period', async () => {
    const [order] = await rows<{ id: number; status: string; payout: string }>(
      'SELECT id::int, status, payout::float8::text AS payout FROM copy_orders',
    );
    const expected = settlement('400', 'long', '50000', '47900', '0.1');
    expect(order).toMatchObject({ status: 'ended', payout: expected.payout.toFixed() });
    expect(await keys('copy_payout')).toEqual([`copy:payout:${order!.id}`]);
    // The trust account: 7 x 3 + 1000 (finance), 7 x 4 (hosting), and the payout; 1000 still hosted.
    expect(await balance(USDT, 'trust')).toEqual({
      available: new Money(1049).plus(expected.payout).toFixed(),
      frozen: '1000',
    });
  });

  it('otc.expire: the unpaid order is cancelled once, its coins returned once; the paid one stays', async () => {
    const orders = await rows<{ id: number; status: string; reason: string | null }>(
      'SELECT id::int, status, cancel_reason AS reason FROM otc_orders ORDER BY id',
    );
    expect(orders).toEqual([
      { id: three.unpaid, status: 'cancelled', reason: 'timeout' },
      { id: three.paid, status: 'to_be_confirmed', reason: null },
    ]);
    expect(await keys('otc_return')).toEqual([`otc:order:${three.unpaid}:return`]);
    const [ad] = await rows<{ remaining: number }>(
      'SELECT remaining_quantity::float8 AS remaining FROM otc_ads WHERE id = $1',
      [three.ad],
    );
    expect(ad!.remaining).toBe(950); // 1000 - 100 - 50 + 100
    const frozen = (await three.apps[0]!.balance(three.merchant, USDT)).frozen;
    expect(frozen).toBe(new Money(three.merchantFrozen).plus(100).toFixed());
    for (const u of ['merchant', 'buyer'] as const)
      expect(ofType(three.events[u], 'otc.order').map((f) => f.data)).toEqual([
        expect.objectContaining({ id: three.unpaid, status: 'cancelled' }),
      ]);
  });

  it('ledger.audit: the books are audited once an hour of app time at most, by one instance, and add up', async () => {
    const audits = await rows<{ at: Date; ok: boolean }>(
      "SELECT at, (after->>'ok')::boolean AS ok FROM audit_log WHERE action = 'ledger.reconcile' ORDER BY at",
    );
    // The first round audits; the second, 28 minutes later, is within the hour; then once a day.
    const expected = ROUNDS.filter((at) => at !== 30 * MINUTE).map((at) => new Date(T0 + at));
    expect(audits).toEqual(expected.map((at) => ({ at, ok: true })));
  });

  it('liabilities.snapshot: one snapshot a day at most, by one instance, published and matching the ledger', async () => {
    const snapshots = await rows<{ taken_at: Date; status: string; coins: CoinFigures[] }>(
      'SELECT taken_at, status, coins FROM liability_snapshots ORDER BY id',
    );
    // The first round snapshots; the next two are within 24 hours of it; then once a day.
    const expected = ROUNDS.filter((at) => at !== 30 * MINUTE && at !== DAY);
    expect(snapshots.map((s) => [s.taken_at, s.status])).toEqual(
      expected.map((at) => [new Date(T0 + at), 'published']),
    );
    for (const { coins } of snapshots)
      for (const coin of coins) expect(coin.total).toBe(coin.ledger_total);
    const leaves = await rows<{ n: number }>(
      'SELECT count(*)::int AS n FROM liability_leaves GROUP BY snapshot_id ORDER BY snapshot_id',
    );
    const [{ users }] = (await rows<{ users: number }>(
      'SELECT count(*)::int AS users FROM users',
    )) as [{ users: number }];
    expect(leaves).toEqual(expected.map(() => ({ n: users })));
  });

  it('limits.prune: the ended request counter is gone, the open one kept', async () => {
    const left = await rows<{ key: string }>(
      "SELECT key FROM rate_limits WHERE key LIKE 'every-job:%'",
    );
    expect(left).toEqual([{ key: 'every-job:open' }]);
  });

  it("market.ticks: a watcher gets one frame per run from its own instance, none from the others'", () => {
    for (const watcher of [three.watchB, three.watchC])
      expect(ofType(watcher, 'ticker')).toHaveLength(ROUNDS.length);
    const minutes = ROUNDS.map((at) => T0 + at - ((T0 + at) % MINUTE));
    expect(ofType(three.watchB, 'kline').map((f) => (f.data as { time: number }).time)).toEqual(
      minutes,
    );
    expect(ofType(three.watchC, 'kline')).toEqual([]);
    for (const frames of Object.values(three.events))
      expect(frames.filter((f) => f.type === 'ticker' || f.type === 'kline')).toEqual([]);
  });

  it('each money movement of the rounds is told to its owner once', () => {
    const told = (u: keyof World['events']) => ofType(three.events[u], 'balance.changed').length;
    // Alice: 1 payout, 3 closes, a fill (USDT and BTC), 1 unlock, 6 yields, 15 awards and
    // 1 release, 14 accruals (one transaction per order and day), 1 copy payout.
    expect(told('alice')).toBe(1 + 3 + 2 + 1 + 6 + 16 + 14 + 1);
    expect(told('merchant')).toBe(1); // the coins back into the ad's reservation
    expect(told('buyer')).toBe(0);
  });

  it('three instances write exactly the journal, balances and state of one, and send its events', async () => {
    expect(await journal(three)).toEqual(await journal(one));
    expect(await balances(three)).toEqual(await balances(one));
    expect(await state(three)).toEqual(await state(one));
    expect(await notices(three)).toEqual(await notices(one));
    expect(await mails(three)).toEqual(await mails(one));
    for (const u of ['alice', 'merchant', 'buyer'] as const)
      expect(comparable(three.events[u])).toEqual(comparable(one.events[u]));
    for (const w of ['watchB', 'watchC'] as const)
      expect(comparable(three[w])).toEqual(comparable(one[w]));
    expect(one.reconciles).toBe(true);
  });

  /** The rounds' entries, one line per posting: kind, key, account owner/type, coin, bucket, amount. */
  async function journal(w: World): Promise<string[]> {
    const postings = await rows<{ line: string }>(
      `SELECT concat_ws(' ', e.kind, e.idempotency_key, coalesce(a.user_id::text, a.house),
                a.account_type, p.currency_id, p.bucket, p.amount) AS line
         FROM ledger_entries e
         JOIN ledger_postings p ON p.entry_id = e.id
         JOIN ledger_accounts a ON a.id = p.account_id
        WHERE e.id > $1`,
      [w.setupEntry],
      w,
    );
    return sorted(postings.map((p) => p.line)) as string[];
  }

  async function balances(w: World) {
    return rows(
      `SELECT coalesce(user_id::text, house) AS owner, account_type, currency_id, available, frozen
         FROM ledger_accounts ORDER BY 1, 2, 3`,
      [],
      w,
    );
  }

  /** The notifications the rounds wrote (their ids depend on the instances' order, so none). */
  async function notices(w: World) {
    return rows(
      `SELECT user_id, kind, object_type, object_id, params::text AS params, link
         FROM notifications ORDER BY 1, 2, 3, 4, 5`,
      [],
      w,
    );
  }

  /** The e-mails (a liquidation's and a P2P payment's, with no browser subscribed): written once per
   * event, and every one taken by outbox.deliver (none left due). Each world numbers its users. */
  async function mails(w: World) {
    return rows(
      `SELECT regexp_replace(target, '[.][0-9]+@', '@') AS target, subject, due_at IS NULL AS handled
         FROM outbox
        WHERE created_at >= $1 ORDER BY 1, 2`,
      [new Date(T0)],
      w,
    );
  }

  /** What the jobs change besides the ledger, table by table. */
  async function state(w: World) {
    return Promise.all(
      STATE.map(([from, columns]) => rows(`SELECT ${columns} FROM ${from} ORDER BY 1, 2`, [], w)),
    );
  }
});

/** Frames as a sorted list without their per-socket sequence numbers (events from several
 * instances may interleave differently). */
function comparable(frames: Frame[]): string[] {
  return frames
    .map(({ seq: _seq, ...rest }) =>
      // A notification's id depends on the order in which the instances' jobs wrote theirs.
      rest.type === 'notification' ? { ...rest, data: { ...(rest.data as object), id: 0 } } : rest,
    )
    .map((frame) => JSON.stringify(frame))
    .sort();
}
