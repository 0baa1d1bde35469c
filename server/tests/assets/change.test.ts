import { afterEach, describe, expect, it } from 'vitest';
import { reconcile } from '../../src/ledger/index.ts';
import { backends } from '../helpers/backends.ts';
import { startAssetsApp, TRX, USDT, type AssetsApp } from './support.ts';

const transfer = (over: Record<string, string> = {}) => ({
  from: 'spot',
  to: 'options',
  currency_id: String(USDT),
  amount: '10',
  request_id: `req-${Math.random().toString(36).slice(2, 12)}`,
  ...over,
});

describe.each(backends())('transfers between accounts on $name', (backend) => {
  let t: AssetsApp;
  afterEach(() => t?.close());

  it('moves available funds from one account to another and records it', async () => {
    t = await startAssetsApp(await backend.open());
    const alice = await t.user('alice@example.com');
    await t.fund(alice.id, USDT, '25');
    const res = await t.call('/api/wallet/change', alice.token, transfer({ amount: '10.5' }), 'zh');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      code: 1,
      type: 'ok',
      message: '划转成功',
      data: { from: 'spot', to: 'options', amount: '10.5', symbol: 'USDT' },
    });
    expect(await t.available(alice.id, USDT, 'spot')).toBe('14.5');
    expect(await t.available(alice.id, USDT, 'options')).toBe('10.5');
    const history = (await t.get('/api/wallet/hzhistory?page=1&limit=10', alice.token)).json().data;
    expect(history).toMatchObject({
      total: 1,
      page: 1,
      limit: 10,
      items: [{ id: res.json().data.id, amount: '10.5' }],
    });
    const journal = (await t.call('/api/wallet/legal_log', alice.token, { limit: '2' })).json().data
      .items;
    expect(
      journal
        .map((l: { kind: string; type: string; amount: string }) => [l.kind, l.type, l.amount])
        .sort(),
    ).toEqual([
      ['move_between_types', 'options', '10.5'],
      ['move_between_types', 'spot', '-10.5'],
    ]);
    expect((await reconcile(t.database)).ok).toBe(true);
  });

  it('refuses a shortfall with "Insufficient balance" and changes nothing', async () => {
    t = await startAssetsApp(await backend.open());
    const alice = await t.user('alice@example.com');
    await t.fund(alice.id, USDT, '5');
    await t.ledger.freeze({ userId: alice.id, currencyId: USDT, amount: '2', key: 'freeze' });
    const res = await t.call('/api/wallet/change', alice.token, transfer({ amount: '3.00000001' }));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      code: 1201,
      type: 'error',
      message: 'Insufficient balance',
      data: null,
    });
    const th = await t.call('/api/wallet/change', alice.token, transfer({ amount: '4' }), 'th');
    expect(th.json().message).toBe('ยอดเงินคงเหลือไม่เพียงพอ');
    expect(await t.available(alice.id, USDT, 'spot')).toBe('3');
    expect(await t.available(alice.id, USDT, 'options')).toBe('0');
    expect((await t.get('/api/wallet/hzhistory', alice.token)).json().data.total).toBe(0);
    expect(
      (await t.call('/api/wallet/change', alice.token, transfer({ amount: '3' }))).statusCode,
    ).toBe(200);
  });

  it('enforces the rules: different accounts, positive amount within the currency decimals, known currency', async () => {
    t = await startAssetsApp(await backend.open());
    const alice = await t.user('alice@example.com');
    await t.fund(alice.id, TRX, '100');
    const same = await t.call('/api/wallet/change', alice.token, transfer({ to: 'spot' }));
    expect([same.statusCode, same.json().code]).toEqual([400, 1202]);
    for (const amount of ['0', '-1', 'abc', '']) {
      expect(
        (
          await t.call(
            '/api/wallet/change',
            alice.token,
            transfer({ amount, currency_id: String(TRX) }),
          )
        ).statusCode,
      ).toBe(400);
    }
    const decimals = await t.call(
      '/api/wallet/change',
      alice.token,
      transfer({ amount: '1.1234567', currency_id: String(TRX) }),
    );
    expect([decimals.statusCode, decimals.json().code]).toEqual([400, 1203]);
    expect(decimals.json().data.amount).toContain('6');
    const ok = await t.call(
      '/api/wallet/change',
      alice.token,
      transfer({ amount: '1.123456', currency_id: String(TRX), to: 'trust' }),
    );
    expect(ok.statusCode).toBe(200);
    const unknown = await t.call(
      '/api/wallet/change',
      alice.token,
      transfer({ currency_id: '999' }),
    );
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 1204]);
    const badType = await t.call('/api/wallet/change', alice.token, transfer({ to: 'savings' }));
    expect(badType.statusCode).toBe(400);
  });

  it('is idempotent on request_id and refuses its reuse for another transfer', async () => {
    t = await startAssetsApp(await backend.open());
    const alice = await t.user('alice@example.com');
    await t.fund(alice.id, USDT, '100');
    const body = transfer({ request_id: 'same-request-1' });
    const results = await Promise.all(
      [1, 2, 3].map(() => t.call('/api/wallet/change', alice.token, body)),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(results.map((r) => r.json().data.id)).size).toBe(1);
    expect(await t.available(alice.id, USDT, 'spot')).toBe('90');
    const reused = await t.call('/api/wallet/change', alice.token, { ...body, amount: '20' });
    expect([reused.statusCode, reused.json().code]).toEqual([409, 1205]);
    expect(await t.available(alice.id, USDT, 'spot')).toBe('90');
  });

  it('never overdraws under parallel transfers', async () => {
    t = await startAssetsApp(await backend.open());
    const alice = await t.user('alice@example.com');
    await t.fund(alice.id, USDT, '100');
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t.call(
          '/api/wallet/change',
          alice.token,
          transfer({ amount: '15', to: i % 2 ? 'contract' : 'trust' }),
        ),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(6);
    expect(codes.filter((c) => c === 422)).toHaveLength(4);
    expect(await t.available(alice.id, USDT, 'spot')).toBe('10');
    expect((await t.get('/api/wallet/hzhistory?limit=100', alice.token)).json().data.total).toBe(6);
    expect((await reconcile(t.database)).ok).toBe(true);
  });

  it("moves only the caller's own money and shows only the caller's records", async () => {
    t = await startAssetsApp(await backend.open());
    const alice = await t.user('alice@example.com');
    const bob = await t.user('bob@example.com');
    await t.fund(alice.id, USDT, '50');
    await t.call('/api/wallet/change', alice.token, transfer({ request_id: 'alice-request' }));
    // Bob replaying Alice's request id only touches Bob's own (empty) account.
    const bobs = await t.call(
      '/api/wallet/change',
      bob.token,
      transfer({ request_id: 'alice-request' }),
    );
    expect(bobs.statusCode).toBe(422);
    expect((await t.get('/api/wallet/hzhistory', bob.token)).json().data).toMatchObject({
      total: 0,
      items: [],
    });
    expect((await t.get('/api/wallet/hzhistory', alice.token)).json().data.total).toBe(1);
    expect(await t.available(alice.id, USDT, 'spot')).toBe('40');
    expect((await t.app.inject({ method: 'GET', url: '/api/wallet/hzhistory' })).statusCode).toBe(
      401,
    );
  });
});
