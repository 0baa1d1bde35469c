import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { houseAccount } from '../../src/ledger/index.ts';
import { setPriceSource, type PriceSource } from '../../src/modules/market/prices.ts';
import { backends } from '../helpers/backends.ts';
import { BTC, DAY, startPubApp, USDT, type PubApp } from './fixture.ts';

const FIXED: Record<number, string> = { [BTC]: '50000', [USDT]: '1', 2: '2500', 8: '0.1', 9: '80' };
const fixed: PriceSource = { supports: (id) => id in FIXED, usdtPrice: (id) => FIXED[id] ?? '0' };

describe.each(backends())('mining and pledge on $name', (backend) => {
  let t: PubApp;
  let previous: PriceSource;
  beforeAll(() => void (previous = setPriceSource(fixed)));
  afterAll(() => void setPriceSource(previous));
  afterEach(() => t?.close());

  it('a bought miner prepares, then earns its daily yield every day due; a seat earns its share', async () => {
    t = await startPubApp(await backend.open());
    const alice = await t.user('alice@example.com');
    await t.fund(alice.id, USDT, '5000');
    const seen: { alice: string[]; bob: string[] } = { alice: [], bob: [] };
    const bob = await t.user('bob@example.com');
    await t.app.events.delivered(); // earlier events (funding) are not this test's
    t.app.events.onUser(alice.id, (e) => seen.alice.push(e.type));
    t.app.events.onUser(bob.id, (e) => seen.bob.push(e.type));
    // Antminer S21: 4200 USDT, 0.00016 BTC a day, 2 preparation days; a seat is 1/20 for 210 USDT.
    let res = await t.post(
      '/api/miner/buyMiner',
      { id: '1', quantity: '1' },
      { authorization: alice.token },
    );
    expect(res.json()).toMatchObject({
      message: 'Purchase completed',
      data: { state: 'preparing', name: 'Antminer S21', daily_yield: '0.00016', paid: '4200' },
    });
    res = await t.post(
      '/api/miner/buySeat',
      { id: '1', quantity: '2' },
      { authorization: alice.token },
    );
    expect(res.json().data).toMatchObject({
      kind: 'seat',
      daily_yield: '0.000016',
      paid: '420',
      hashrate: '20',
    });
    expect(
      (
        await t.post(
          '/api/miner/buyMiner',
          { id: '1', quantity: '1' },
          { authorization: alice.token },
        )
      ).json(),
    ).toMatchObject({ code: 2401 });
    expect(await t.balance(alice.id, USDT)).toEqual({ available: '380', frozen: '0' });
    t.clock.advance(2 * DAY);
    await t.app.scheduler.runAll();
    expect(await t.balance(alice.id, BTC)).toEqual({ available: '0', frozen: '0' });
    let list = (await t.get('/api/miner/myMinerList', alice.token)).json().data;
    expect(list.items.map((m: { state: string }) => m.state)).toEqual(['earning', 'earning']);
    t.clock.advance(3 * DAY); // three full days of earning, caught up in one run
    await t.app.scheduler.runAll();
    await t.app.scheduler.runAll();
    expect(await t.balance(alice.id, BTC)).toEqual({ available: '0.000528', frozen: '0' });
    // Two purchases and six daily yields, each told to its owner only.
    await t.app.events.delivered();
    expect(seen).toEqual({ alice: Array(8).fill('balance.changed'), bob: [] });
    list = (await t.get('/api/miner/myMinerList', alice.token)).json().data;
    expect(list.items.map((m: { accumulated: string }) => m.accumulated)).toEqual([
      '0.000048',
      '0.00048',
    ]);
    const info = (await t.get('/api/miner/info', alice.token)).json().data.summary;
    expect(info).toMatchObject({
      miners: 2,
      earning: 2,
      coins: [{ coin: 'BTC', daily_yield: '0.000176', accumulated: '0.000528' }],
    });
    expect((await t.ledger.account(houseAccount('mining_rewards', BTC))).available).toBe(
      '-0.000528',
    );
    expect(await t.reconciles()).toBe(true);
  });

  it('converts a mined coin to USDT at the simulator price', async () => {
    t = await startPubApp(await backend.open());
    const bob = await t.user('bob@example.com');
    await t.fund(bob.id, BTC, '0.01');
    const form = (await t.get('/api/miner/convert', bob.token)).json().data;
    expect(form[0]).toMatchObject({ currency: 'BTC', usdt_price: '50000', available: '0.01' });
    const res = await t.post(
      '/api/miner/convert',
      { currency_id: '1', amount: '0.004' },
      { authorization: bob.token },
    );
    expect(res.json()).toMatchObject({
      message: 'Conversion completed',
      data: { price: '50000', receive: '200' },
    });
    expect(await t.balance(bob.id, USDT)).toEqual({ available: '200', frozen: '0' });
    expect(
      (
        await t.post(
          '/api/miner/convert',
          { currency_id: '3', amount: '1' },
          { authorization: bob.token },
        )
      ).json().data,
    ).toEqual({ currency_id: 'Only mined coins can be converted' });
    expect((await t.get('/api/miner/converts', bob.token)).json().data.total).toBe(1);
    expect(await t.reconciles()).toBe(true);
  });

  it('a pledge locks the quantity, pays daily awards and releases at the end', async () => {
    t = await startPubApp(await backend.open());
    const carol = await t.user('carol@example.com');
    await t.fund(carol.id, USDT, '1000');
    expect(
      (
        await t.post(
          '/api/pledge/pledge',
          { id: '1', amount: '50' },
          { authorization: carol.token },
        )
      ).json().data,
    ).toEqual({ amount: 'The minimum is 100' });
    const res = await t.post(
      '/api/pledge/pledge',
      { id: '1', amount: '1000' },
      { authorization: carol.token },
    );
    expect(res.json()).toMatchObject({
      message: 'Pledge started',
      data: { status: 'active', days: 7, amount: '1000' },
    });
    expect(await t.balance(carol.id, USDT)).toEqual({ available: '0', frozen: '1000' });
    t.clock.advance(3 * DAY);
    await t.app.scheduler.runAll();
    expect(await t.balance(carol.id, USDT)).toEqual({ available: '4.5', frozen: '1000' });
    t.clock.advance(4 * DAY);
    await t.app.scheduler.runAll();
    await t.app.scheduler.runAll();
    expect(await t.balance(carol.id, USDT)).toEqual({ available: '1010.5', frozen: '0' });
    const token = await t.login('carol@example.com');
    expect((await t.get('/api/pledge/pledgeRecord', token)).json().data.items[0]).toMatchObject({
      status: 'released',
      awarded: '10.5',
    });
    expect((await t.get('/api/pledge/award', token)).json().data.total).toBe(7);
    expect((await t.get('/api/miner/zhiya', token)).json().data).toMatchObject({
      active: 0,
      coins: [{ currency: 'USDT', staked: '0', awarded: '10.5' }],
    });
    expect(await t.reconciles()).toBe(true);
  });

  it('keeps miners, conversions and pledges private to their owner', async () => {
    t = await startPubApp(await backend.open());
    const alice = await t.user('alice@example.com');
    const bob = await t.user('bob@example.com');
    await t.fund(alice.id, USDT, '5000');
    await t
      .post('/api/miner/buyMiner', { id: '2', quantity: '1' }, { authorization: alice.token })
      .then((r) => expect(r.statusCode).toBe(422));
    await t.post('/api/miner/buySeat', { id: '2', quantity: '1' }, { authorization: alice.token });
    await t.post('/api/pledge/pledge', { id: '1', amount: '100' }, { authorization: alice.token });
    for (const url of [
      '/api/miner/myMinerList',
      '/api/miner/reservation',
      '/api/pledge/pledgeRecord',
      '/api/miner/converts',
      '/api/pledge/award',
    ]) {
      expect((await t.get(url, alice.token)).json().data.total).toBe(
        url.includes('converts') || url.includes('award') ? 0 : 1,
      );
      expect((await t.get(url, bob.token)).json().data.total).toBe(0);
    }
    expect((await t.get('/api/miner/info', bob.token)).json().data.summary.miners).toBe(0);
    expect((await t.get('/api/miner/myMinerList')).statusCode).toBe(401);
    t.clock.advance(40 * DAY);
    expect(
      (
        await t.post(
          '/api/miner/buySeat',
          { id: '1', quantity: '1' },
          { authorization: await t.login('alice@example.com') },
        )
      ).json(),
    ).toMatchObject({ code: 2402 });
  });
});
