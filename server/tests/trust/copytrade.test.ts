import { afterEach, describe, expect, it } from 'vitest';
import { reconcile } from '../../src/ledger/index.ts';
import { Money } from '../../src/lib/decimal.ts';
import { settlement } from '../../src/modules/copytrade/settle.ts';
import { positionReturn } from '../../src/modules/copytrade/traders.ts';
import { usdtPrice } from '../../src/modules/market/prices.ts';
import { backends } from '../helpers/backends.ts';
import { DAY, startTrustApp, USDT, type TrustApp } from './fixture.ts';

describe('a follow order settles on the market move of the trader position', () => {
  it('long gains when the price rises, short when it falls; the commission is only on profit', () => {
    expect(positionReturn('long', '100', '110').toFixed()).toBe('0.1');
    expect(positionReturn('short', '100', '110').toFixed()).toBe('-0.1');
    expect(positionReturn('short', '100', '300').toFixed()).toBe('-1');
    const plain = (r: ReturnType<typeof settlement>) => ({
      commission: r.commission.toFixed(),
      payout: r.payout.toFixed(),
      profit: r.profit.toFixed(),
    });
    expect(plain(settlement('1000', 'long', '100', '110', '0.1'))).toEqual({
      commission: '10',
      payout: '1090',
      profit: '100',
    });
    expect(plain(settlement('1000', 'long', '100', '95', '0.1'))).toEqual({
      commission: '0',
      payout: '950',
      profit: '-50',
    });
  });
});

describe.each(backends())('copy-trading on $name', (backend) => {
  let t: TrustApp;
  afterEach(() => t?.close());

  it('follows a trader into the copy book and settles at the market prices of open and close', async () => {
    t = await startTrustApp(await backend.open());
    const alice = await t.user('alice@example.com');
    const traders = (await t.get('/api/lh/send/config', alice.token)).json().data as {
      id: number;
      name: string;
      currency_id: number;
      direction: 'long' | 'short';
      period_days: number;
      return_30d: string;
    }[];
    expect(traders).toHaveLength(4);
    const kestrel = traders.find((x) => x.name === 'Kestrel Capital')!;
    const now = t.clock();
    const expected30 = positionReturn(
      kestrel.direction,
      usdtPrice(kestrel.currency_id, new Date(now.getTime() - 30 * DAY)),
      usdtPrice(kestrel.currency_id, now),
    );
    expect(kestrel.return_30d).toBe(expected30.toDecimalPlaces(8, Money.ROUND_DOWN).toFixed());
    const recommended = (await t.get('/api/lh/send/get_recommend', alice.token)).json().data as {
      return_30d: string;
    }[];
    expect(recommended).toHaveLength(3);
    expect(new Money(recommended[0]!.return_30d).gte(recommended[2]!.return_30d)).toBe(true);
    await t.fund(alice.id, USDT, '1000');
    const info = (await t.get(`/api/lh/send/product_info?id=${kestrel.id}`, alice.token)).json()
      .data;
    expect(info).toMatchObject({ name: 'Kestrel Capital', available: '1000', min_amount: '50' });
    expect(
      (
        await t.send('/api/lh/send/order', alice.token, {
          trader_id: String(kestrel.id),
          amount: '40',
          agree: '1',
        })
      ).json().data.amount,
    ).toBe('The amount cannot be less than the minimum escrow amount 50');
    expect(
      (
        await t.send('/api/lh/send/order', alice.token, {
          trader_id: String(kestrel.id),
          amount: '400',
          agree: '0',
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await t.send('/api/lh/send/order', alice.token, {
          trader_id: String(kestrel.id),
          amount: '4000',
          agree: '1',
        })
      ).json().code,
    ).toBe(1801);
    const res = await t.send('/api/lh/send/order', alice.token, {
      trader_id: String(kestrel.id),
      amount: '400',
      agree: '1',
    });
    expect(res.statusCode).toBe(200);
    const order = res.json().data;
    expect(order).toMatchObject({
      status: 'in_progress',
      amount: '400',
      open_price: usdtPrice(kestrel.currency_id, now),
      close_price: null,
    });
    expect(await t.trust(alice.id)).toEqual({ available: '600', frozen: '0' });
    expect((await t.get('/api/lh/send/order_list', alice.token)).json().data.total).toBe(1);
    await t.advance(kestrel.period_days * DAY - 1);
    expect(
      (await t.get('/api/lh/send/order_list?status=ended', alice.token)).json().data.total,
    ).toBe(0);
    await t.advance(60_000); // a minute late: still settles at the closing instant's price
    const closesAt = new Date(order.closes_at);
    const expected = settlement(
      '400',
      'short',
      order.open_price,
      usdtPrice(kestrel.currency_id, closesAt),
      '0.15',
    );
    const ended = (await t.get('/api/lh/send/order_list?status=ended', alice.token)).json().data
      .items[0];
    expect(ended).toMatchObject({
      status: 'ended',
      close_price: usdtPrice(kestrel.currency_id, closesAt),
      payout: expected.payout.toFixed(),
      closed_at: order.closes_at,
    });
    expect((await t.trust(alice.id)).available).toBe(
      new Money(600).plus(expected.payout).toFixed(),
    );
    await t.app.scheduler.runAll();
    expect((await t.trust(alice.id)).available).toBe(
      new Money(600).plus(expected.payout).toFixed(),
    );
    const bob = await t.user('bob@example.com');
    expect((await t.get('/api/lh/send/order_list?status=ended', bob.token)).json().data.total).toBe(
      0,
    );
    expect((await reconcile(t.database)).ok).toBe(true);
  });
});
