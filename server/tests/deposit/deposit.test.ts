import { afterEach, describe, expect, it } from 'vitest';
import { deriveAddress } from '../../src/modules/deposit/address.ts';
import { MAX_PENDING } from '../../src/modules/deposit/submit.ts';
import { backends } from '../helpers/backends.ts';
import { startDepositApp, type DepositApp } from './support.ts';

const USDT = '3';
const BTC = '1';

describe.each(backends())('deposits on $name', (backend) => {
  let t: DepositApp;
  afterEach(async () => {
    await t?.ledger.idle();
    await t?.close();
  });
  const start = async () => {
    t = await startDepositApp(await backend.open());
  };
  const address = (token: string, currency_id: string, network: string) =>
    t.post('/api/wallet/get_in_address', { currency_id, network }, { authorization: token });
  const chain = async (token: string, amount: string, extra: Record<string, string> = {}) =>
    t.charge(token, {
      type: 'chain',
      currency_id: USDT,
      network: 'TRC20',
      amount,
      image: await t.proof(token),
      ...extra,
    });

  it('gives each user a stable address per network in that network’s format', async () => {
    await start();
    const alice = await t.user('alice@example.com');
    const bob = await t.user('bob@example.com');
    const trc = (await address(alice.token, USDT, 'TRC20')).json().data;
    expect(trc).toMatchObject({ currency: 'USDT', network: 'TRC20', min_amount: '10' });
    expect(trc.address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    expect((await address(alice.token, USDT, 'TRC20')).json().data.address).toBe(trc.address);
    expect((await address(bob.token, USDT, 'TRC20')).json().data.address).not.toBe(trc.address);
    expect((await address(alice.token, USDT, 'ERC20')).json().data.address).toMatch(
      /^0x[0-9a-f]{40}$/,
    );
    expect((await address(alice.token, BTC, 'BSC')).json().data).toMatchObject({
      min_amount: '0.0005',
    });
    expect((await address(alice.token, '2', 'ERC20')).json().data).toMatchObject({
      currency: 'ETH',
      min_amount: '0.01',
    });
    const wrong = await address(alice.token, BTC, 'TRC20');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 1603,
      data: { network: 'This coin cannot be deposited on this network' },
    });
    expect(deriveAddress(Buffer.alloc(32), 1, 'BSC')).toBe(
      deriveAddress(Buffer.alloc(32), 1, 'BSC'),
    );
  });

  it('lists the coins with networks and minimums, and the bank, WeChat and Alipay accounts', async () => {
    await start();
    const { token } = await t.user('carol@example.com');
    const { coins, channels } = (await t.get('/api/deposit/channels', token)).json().data;
    expect(coins[0]).toMatchObject({
      currency: 'USDT',
      networks: ['TRC20', 'BSC', 'ERC20'],
      min_amount: '10',
    });
    expect(channels.map((c: { method: string }) => c.method)).toEqual(['bank', 'wechat', 'alipay']);
    expect(channels[0]).toMatchObject({ currency: 'USDT', min_amount: '100', fee_rate: '0.005' });
  });

  it('refuses amounts below the coin’s minimum, and requires the caller’s own proof picture', async () => {
    await start();
    const alice = await t.user('alice@example.com');
    const mallory = await t.user('mallory@example.com');
    const low = await chain(alice.token, '9.99');
    expect(low.statusCode).toBe(422);
    expect(low.json()).toMatchObject({ code: 1601, message: 'The minimum deposit is 10 USDT' });
    const btc = await t.charge(alice.token, {
      type: 'chain',
      currency_id: BTC,
      network: 'BSC',
      amount: '0.0004',
      image: await t.proof(alice.token),
    });
    expect(btc.json()).toMatchObject({ code: 1601, message: 'The minimum deposit is 0.0005 BTC' });
    const noProof = await t.charge(alice.token, {
      type: 'chain',
      currency_id: USDT,
      network: 'TRC20',
      amount: '50',
    });
    expect(noProof.statusCode).toBe(400);
    expect(Object.keys(noProof.json().data)).toEqual(['image']);
    const stolen = await chain(mallory.token, '50', { image: await t.proof(alice.token) });
    expect(stolen.statusCode).toBe(422);
    expect(stolen.json().code).toBe(1602);
    const madeUp = await chain(alice.token, '50', { image: 'B'.repeat(22) });
    expect(madeUp.json().code).toBe(1602);
    const noNetwork = await t.charge(alice.token, {
      type: 'chain',
      currency_id: USDT,
      amount: '50',
      image: await t.proof(alice.token),
    });
    expect(Object.keys(noNetwork.json().data)).toEqual(['network']);
    const bankLow = await t.charge(alice.token, {
      type: 'bank',
      amount: '99',
      image: await t.proof(alice.token),
    });
    expect(bankLow.json()).toMatchObject({
      code: 1601,
      message: 'The minimum deposit is 100 USDT',
    });
    expect((await t.get('/api/charge_mention/log2', alice.token)).json().data.total).toBe(0);
  });

  it('passing credits the spot wallet exactly once; a repeat pass is refused', async () => {
    await start();
    const alice = await t.user('alice@example.com');
    const res = await chain(alice.token, '120.5');
    expect(res.statusCode).toBe(200);
    const submitted = res.json();
    expect(submitted).toMatchObject({
      message: 'Submitted. Your deposit is under review',
      data: {
        type: 'chain',
        currency: 'USDT',
        network: 'TRC20',
        amount: '120.5',
        fee: '0',
        actual: '120.5',
        status: 'under_review',
        reviewed_at: null,
      },
    });
    expect(submitted.data.address).toBe(
      (await address(alice.token, USDT, 'TRC20')).json().data.address,
    );
    expect(await t.spot(alice.id, 3)).toBe('0');
    const id = String(submitted.data.id);
    const list = await t.operator('review', 'list', 'deposit');
    expect(list.output).toContain(`user ${alice.id}: chain 120.5 USDT via TRC20`);
    t.clock.advance(60_000);
    expect((await t.operator('review', 'approve', 'deposit', id)).exitCode).toBe(0);
    expect(await t.spot(alice.id, 3)).toBe('120.5');
    expect((await t.operator('review', 'approve', 'deposit', id)).exitCode).toBe(2);
    expect((await t.operator('review', 'reject', 'deposit', id)).exitCode).toBe(2);
    expect(await t.spot(alice.id, 3)).toBe('120.5');
    const detail = (await t.get(`/api/deposit/detail?id=${id}`, alice.token)).json().data;
    expect(detail).toMatchObject({
      status: 'passed',
      reviewed_at: '2030-01-01T00:01:00.000Z',
      actual: '120.5',
    });
    expect(await t.reconciled()).toBe(true);
  });

  it('a bank deposit is credited less its fee, the fee going to the house', async () => {
    await start();
    const alice = await t.user('alice@example.com');
    const res = await t.charge(alice.token, {
      type: 'bank',
      amount: '1000',
      image: await t.proof(alice.token),
    });
    expect(res.json().data).toMatchObject({
      type: 'bank',
      currency: 'USDT',
      network: null,
      address: null,
      fee: '5',
      actual: '995',
    });
    expect(
      (await t.operator('review', 'approve', 'deposit', String(res.json().data.id))).exitCode,
    ).toBe(0);
    expect(await t.spot(alice.id, 3)).toBe('995');
    expect(await t.reconciled()).toBe(true);
  });

  it('rejecting credits nothing and records the verdict', async () => {
    await start();
    const alice = await t.user('alice@example.com');
    const id = String((await chain(alice.token, '50')).json().data.id);
    expect(
      (await t.operator('review', 'reject', 'deposit', id, '--reason', 'No such transfer on chain'))
        .exitCode,
    ).toBe(0);
    expect((await t.operator('review', 'approve', 'deposit', id)).exitCode).toBe(2);
    expect(await t.spot(alice.id, 3)).toBe('0');
    const rows = (await t.get('/api/charge_mention/log2?currency_id=3', alice.token)).json().data;
    expect(rows.items[0]).toMatchObject({
      status: 'rejected',
      reason: 'No such transfer on chain',
      amount: '50',
      actual: '0',
    });
    expect(rows.items[0].reviewed_at).not.toBeNull();
    expect(await t.reconciled()).toBe(true);
  });

  it('limits the applications under review per user, and amounts to the coin decimals', async () => {
    await start();
    const alice = await t.user('alice@example.com');
    const places = await chain(alice.token, '10.123456789');
    expect(places.statusCode).toBe(400);
    expect(Object.keys(places.json().data)).toEqual(['amount']);
    for (let i = 0; i < MAX_PENDING; i += 1) {
      const image = await t.proof(alice.token);
      expect(
        (await t.charge(alice.token, { type: 'wechat', amount: '50', image })).statusCode,
      ).toBe(200);
    }
    const over = await chain(alice.token, '50');
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe(1605);
    const first = (await t.get('/api/charge_mention/log2?limit=1', alice.token)).json().data;
    expect(first).toMatchObject({
      total: MAX_PENDING,
      limit: 1,
      items: [{ type: 'wechat', fee: '0.15', actual: '49.85' }],
    });
  });

  it('users see only their own deposits', async () => {
    await start();
    const alice = await t.user('alice@example.com');
    const bob = await t.user('bob@example.com');
    const id = (await chain(alice.token, '50')).json().data.id;
    await t.charge(alice.token, {
      type: 'chain',
      currency_id: BTC,
      network: 'BSC',
      amount: '0.01',
      image: await t.proof(alice.token),
    });
    expect((await t.get('/api/charge_mention/log2', bob.token)).json().data).toMatchObject({
      items: [],
      total: 0,
    });
    expect((await t.get(`/api/deposit/detail?id=${id}`, bob.token)).statusCode).toBe(404);
    const mine = (await t.get('/api/charge_mention/log2', alice.token)).json().data;
    expect(mine.total).toBe(2);
    expect(mine.items.map((d: { currency: string }) => d.currency)).toEqual(['BTC', 'USDT']);
    expect(
      (await t.get('/api/charge_mention/log2?currency_id=1', alice.token)).json().data.total,
    ).toBe(1);
    expect((await t.get('/api/charge_mention/log2', '')).statusCode).toBe(401);
    expect(await t.reconciled()).toBe(true);
  });
});
