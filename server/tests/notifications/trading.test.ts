// Trading notifications, written by the jobs in the transaction of the change: an option settled (won
// or lost, with the payout), a position closed at its take-profit, stop-loss or liquidation (with the
// P&L), a resting limit order filled. None for what the user just did (a manual close, a market fill),
// none when a job runs again, none for anyone else.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../helpers/backends.ts';
import { BTC, USDT, startDerivApp, type DerivApp } from '../derivatives/fixture.ts';

interface Item {
  category: string;
  kind: string;
  params: Record<string, string>;
  object_type: string | null;
  object_id: number | null;
  link: string;
}

const at = (minute: number) => new Date(Date.UTC(2030, 0, 1, 0, minute));

describe.each(backends())('trading notifications on $name', (backend) => {
  let t: DerivApp;
  beforeAll(async () => {
    t = await startDerivApp(await backend.open());
  });
  afterAll(async () => {
    t?.restore();
    await t?.ledger.idle();
    await t?.close();
  });
  const trading = async (token: string) => {
    const res = await t.get('/api/notifications?category=trading', token);
    expect(res.statusCode).toBe(200);
    return res.json().data.items as Item[];
  };
  const jobs = async () => {
    await t.app.scheduler.run('options.deliver');
    await t.app.scheduler.run('lever.watch');
    await t.app.scheduler.run('spot.fill_limit_orders');
  };

  it('tells of options settled, stops and liquidations hit and limit orders filled, once each', async () => {
    // Everything starts at 00:00 at 50000; BTC then moves 50100 (00:01), 52100 (00:02),
    // 58000 (00:03) and 47900 (00:04).
    const alice = await t.verified('alice.trading@example.com');
    const bob = await t.user('bob.trading@example.com');
    const carol = await t.user('carol.trading@example.com');
    await t.fundAccount(alice.id, 'options', '1000');
    await t.fundAccount(bob.id, 'contract', '3000');
    await t.fund(carol.id, USDT, '20000');

    const option = async (direction: 'up' | 'down') => {
      const res = await t.post(
        '/api/microtrade/submit',
        {
          currency_id: String(USDT),
          pair_id: String(BTC),
          direction,
          seconds: '60',
          quantity: '100',
        },
        { authorization: alice.token },
      );
      expect(res.statusCode).toBe(200);
      return res.json().data.id as number;
    };
    const won = await option('up');
    const lost = await option('down');

    // 10 lots of 0.01 BTC ×10: margin 500; a long's liquidation at 46000, a short's at 54000.
    const open = async (fields: Record<string, string>) => {
      const res = await t.post(
        '/api/lever/submit',
        { currency_id: String(BTC), lots: '10', multiple: '10', ...fields },
        { authorization: bob.token },
      );
      expect(res.statusCode).toBe(200);
      return res.json().data.id as number;
    };
    const long = { side: 'long', stop_profit: '52000', stop_loss: '48000' };
    const profit = await open(long);
    const manual = await open(long);
    const liquidated = await open({ side: 'short', stop_profit: '40000', stop_loss: '60000' });
    const stopped = await open({ side: 'long', stop_profit: '60000', stop_loss: '48000' });
    expect(
      (await t.post('/api/lever/close', { id: String(manual) }, { authorization: bob.token }))
        .statusCode,
    ).toBe(200);

    const trade = async (fields: Record<string, string>) => {
      const res = await t.post(
        '/api/coin/trade',
        { pair_id: '1', side: 'buy', quantity: '0.1', ...fields },
        { authorization: carol.token },
      );
      expect(res.statusCode).toBe(200);
      return res.json().data.id as number;
    };
    await trade({ type: 'market' }); // filled at once, in the user's sight: not told
    const limit = await trade({ type: 'limit', price: '49000' });
    await jobs();
    for (const u of [alice, bob, carol]) expect(await trading(u.token)).toEqual([]);

    t.feed.set(at(1), '50100');
    t.feed.set(at(2), '52100');
    t.feed.set(at(3), '58000');
    t.feed.set(at(4), '47900');
    t.clock.advance(5 * 60_000);
    await jobs();
    await jobs(); // idempotent: nothing settles twice, nothing is told twice

    const settled = (id: number, result: string, payout: string) =>
      expect.objectContaining({
        category: 'trading',
        kind: 'option_settled',
        params: { pair: 'BTC/USDT', result, payout },
        object_type: 'option_order',
        object_id: id,
        link: '/pages/option/detail',
      });
    expect(await trading(alice.token)).toEqual([
      settled(lost, 'lost', '0'),
      settled(won, 'won', '120'),
    ]);

    const closed = (id: number, kind: string, pnl: string) =>
      expect.objectContaining({
        category: 'trading',
        kind,
        params: { pair: 'BTC/USDT', pnl },
        object_type: 'lever_position',
        object_id: id,
        link: '/pages/lever/index',
      });
    const told = await trading(bob.token);
    expect(told).toHaveLength(3);
    expect(told).toEqual(
      expect.arrayContaining([
        closed(profit, 'take_profit_hit', '210'),
        closed(liquidated, 'liquidated', '-500'),
        closed(stopped, 'stop_loss_hit', '-210'),
      ]),
    );

    expect(await trading(carol.token)).toEqual([
      expect.objectContaining({
        category: 'trading',
        kind: 'order_filled',
        params: { pair: 'BTC/USDT', side: 'buy', quantity: '0.1', price: '49000' },
        object_type: 'spot_order',
        object_id: limit,
        link: '/pages/trade/kline?pair=1',
      }),
    ]);
    expect(await t.reconciles()).toBe(true);
  });
});
