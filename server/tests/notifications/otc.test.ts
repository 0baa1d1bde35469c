// Notifications of P2P orders: one per event to the party who must act or learn of it, written in
// the change's transaction (none when it rolls back), announced on the socket; and the inbox API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusEvent } from '../../src/modules/events/bus.ts';
import { inboxPage } from '../../src/modules/notifications/inbox.ts';
import { notify } from '../../src/modules/notifications/notify.ts';
import { backends } from '../helpers/backends.ts';
import { MINUTE, startOtcApp, USDT, type OtcApp, type OtcUser } from '../otc/fixture.ts';

interface Item {
  id: number;
  category: string;
  kind: string;
  params: Record<string, string>;
  object_type: string | null;
  object_id: number | null;
  link: string;
  read: boolean;
}

describe.each(backends())('P2P notifications and the inbox on $name', (backend) => {
  let t: OtcApp;
  beforeAll(async () => {
    t = await startOtcApp(await backend.open());
  });
  afterAll(async () => {
    await t?.ledger.idle();
    await t?.close();
  });
  const inbox = async (u: OtcUser, query = '') => {
    const res = await u.get(`/api/notifications${query}`);
    expect(res.statusCode).toBe(200);
    return res.json().data as { items: Item[]; total: number; unread: number };
  };
  const kinds = async (u: OtcUser) => (await inbox(u)).items.map((n) => n.kind);
  // The set-up's KYC approval told each user so; those notifications are not this test's.
  const quiet = async <U extends OtcUser>(u: U): Promise<U> => {
    await t.database.query('DELETE FROM notifications WHERE user_id = $1', [u.id]);
    return u;
  };
  const appeal = async (u: OtcUser, id: number) =>
    u.post('/api/trade/appeal', {
      id,
      description: 'The payment never arrived in my bank account',
      voucher_upload_id: await t.voucher(u),
    });

  it('tells the advertiser of an order, the seller of the payment and the buyer of the release, once each', async () => {
    const m = await quiet(await t.merchant('notify-seller', [[USDT, '1000']]));
    await t.fundPassword(m);
    const ad = await t.publish(m, { quantity: '500', max_amount: '600' });
    const buyer = await quiet(await t.taker('notify-buyer'));
    const heard: BusEvent[] = [];
    await t.app.events.delivered();
    t.app.events.onUser(m.id, (e) => heard.push(e));

    const order = await t.order(buyer, ad.id, { quantity: '100' });
    const placed = (await inbox(m)).items;
    expect(placed).toEqual([
      expect.objectContaining({
        category: 'p2p',
        kind: 'p2p_order_placed',
        params: { order_no: order.order_no, coin: 'USDT', quantity: '100' },
        object_type: 'otc_order',
        object_id: order.id,
        link: `/pages/otc/detail?id=${order.id}`,
        read: false,
      }),
    ]);
    expect(await kinds(buyer)).toEqual([]); // the taker placed it: nothing to tell them

    await t.pay(buyer, order.id);
    await t.app.events.delivered();
    expect(heard.filter((e) => e.type === 'notification').map((e) => e.data)).toEqual([
      { id: placed[0]!.id, category: 'p2p', kind: 'p2p_order_placed' },
      { id: expect.any(Number), category: 'p2p', kind: 'p2p_paid' },
    ]);
    expect(await kinds(m)).toEqual(['p2p_paid', 'p2p_order_placed']);
    expect((await m.get('/api/notifications/unread')).json().data).toEqual({ count: 2 });

    const confirmed = await m.post('/api/trade/confirm', { id: order.id, fund_password: '123456' });
    expect(confirmed.statusCode).toBe(200);
    expect(await kinds(buyer)).toEqual(['p2p_released']);
    expect(await kinds(m)).toEqual(['p2p_paid', 'p2p_order_placed']);
    // A repeated confirmation is refused and tells nobody again.
    await m.post('/api/trade/confirm', { id: order.id, fund_password: '123456' });
    expect(await kinds(buyer)).toEqual(['p2p_released']);
  });

  it('tells the seller of a cancellation, both parties of a time-out, the other party of an appeal and both of its decision', async () => {
    const m = await quiet(await t.merchant('notify-m2', [[USDT, '1000']]));
    const ad = await t.publish(m, { quantity: '500', max_amount: '600' });
    const buyer = await quiet(await t.taker('notify-b2'));
    const cancelled = await t.order(buyer, ad.id, { quantity: '10' });
    expect((await buyer.post('/api/trade/cancelTradeOrder', { id: cancelled.id })).statusCode).toBe(
      200,
    );
    const late = await t.order(buyer, ad.id, { quantity: '20' });
    t.clock.advance(15 * MINUTE);
    await t.app.scheduler.run('otc.expire');
    const disputed = await t.order(buyer, ad.id, { quantity: '30' });
    await t.pay(buyer, disputed.id);
    expect((await appeal(m, disputed.id)).statusCode).toBe(200);
    expect((await buyer.get('/api/notifications?category=p2p')).json().data.items[0]).toMatchObject(
      { kind: 'p2p_appeal_opened', object_id: disputed.id },
    );
    expect(
      (await t.operator('review', 'approve', 'otc_appeal', String(disputed.id))).exitCode,
    ).toBe(0);

    const ofOrder = async (u: OtcUser, id: number) =>
      (await inbox(u)).items.filter((n) => n.object_id === id).map((n) => n.kind);
    expect(await ofOrder(m, cancelled.id)).toEqual(['p2p_cancelled', 'p2p_order_placed']);
    expect(await ofOrder(buyer, cancelled.id)).toEqual([]);
    expect(await ofOrder(m, late.id)).toEqual(['p2p_expired', 'p2p_order_placed']);
    expect(await ofOrder(buyer, late.id)).toEqual(['p2p_expired']);
    expect(await ofOrder(m, disputed.id)).toEqual([
      'p2p_appeal_decided',
      'p2p_paid',
      'p2p_order_placed',
    ]);
    expect(await ofOrder(buyer, disputed.id)).toEqual(['p2p_appeal_decided', 'p2p_appeal_opened']);
    const decided = (await inbox(buyer)).items.find((n) => n.kind === 'p2p_appeal_decided');
    expect(decided!.params.outcome).toBe('seller'); // the seller appealed and won: cancelled
    await t.reconciles();
  });

  it('writes none when the change rolls back', async () => {
    const u = await quiet(await t.taker('notify-rollback'));
    await expect(
      t.ledger.run(async (tx) => {
        await notify(tx, t.app.events, t.clock(), {
          userId: u.id,
          kind: 'deposit_credited',
          params: { coin: 'USDT', amount: '5' },
          object: { type: 'deposit', id: 1 },
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await inbox(u)).toMatchObject({ items: [], total: 0, unread: 0 });
  });

  it('filters by category, pages, marks one or all read, refuses another user’s, and keeps 180 days', async () => {
    const u = await quiet(await t.taker('notify-inbox'));
    const other = await quiet(await t.taker('notify-other'));
    const write = (kind: 'deposit_credited' | 'option_settled', n: number) =>
      t.ledger.run(async (tx) => {
        await notify(tx, t.app.events, t.clock(), {
          userId: u.id,
          kind,
          params: { n: String(n) },
        });
      });
    for (let n = 1; n <= 3; n++) await write('deposit_credited', n);
    await write('option_settled', 4);
    const wallet = await inbox(u, '?category=wallet&limit=2');
    expect(wallet).toMatchObject({ total: 3, unread: 4 });
    expect(wallet.items.map((n) => n.params.n)).toEqual(['3', '2']);
    expect(wallet.items[0]!.link).toBe('/pages/notice/inbox');
    expect(
      (await inbox(u, '?category=wallet&limit=2&page=2')).items.map((n) => n.params.n),
    ).toEqual(['1']);

    const first = wallet.items[0]!.id;
    expect((await other.post('/api/notifications/read', { id: first })).json()).toMatchObject({
      code: 1340,
      message: 'This notification does not exist or is no longer kept',
    });
    const read = await u.post('/api/notifications/read', { id: first });
    expect(read.json()).toMatchObject({
      message: 'Marked as read',
      data: { marked: 1, unread: 3 },
    });
    expect((await u.post('/api/notifications/read', { id: first })).json().data).toEqual({
      marked: 0,
      unread: 3,
    });
    expect(
      (await u.post('/api/notifications/read_all', { category: 'trading' })).json().data,
    ).toEqual({ marked: 1, unread: 2 });
    expect((await u.post('/api/notifications/read_all')).json().data).toEqual({
      marked: 2,
      unread: 0,
    });
    expect((await inbox(u)).items.every((n) => n.read)).toBe(true);
    expect((await u.get('/api/notifications?category=bogus')).statusCode).toBe(400);

    // Past 180 days a notification is no longer shown, and the retention job deletes it.
    const later = new Date(t.clock().getTime() + 180 * 24 * 60 * MINUTE + 1);
    expect(await inboxPage(t.database.db, u.id, later, {})).toMatchObject({ items: [], total: 0 });
    t.clock.advance(180 * 24 * 60 * MINUTE + 1);
    await t.app.scheduler.run('notifications.prune');
    const [left] = await t.database.query<{ n: string }>(
      `SELECT count(*) AS n FROM notifications WHERE user_id = ${u.id}`,
    );
    expect(Number(left!.n)).toBe(0); // and deleted
  });
});
