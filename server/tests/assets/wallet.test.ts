import { afterEach, describe, expect, it } from 'vitest';
import { backends } from '../helpers/backends.ts';
import { BTC, startAssetsApp, TRX, USDT, type AssetsApp } from './support.ts';

describe.each(backends())('wallets and journal on $name', (backend) => {
  let t: AssetsApp;
  afterEach(() => t?.close());

  it('lists the four accounts with every currency, valued in USDT', async () => {
    t = await startAssetsApp(await backend.open());
    const alice = await t.user('alice@example.com');
    const empty = (await t.call('/api/wallet/list', alice.token)).json();
    expect(empty.data.total_usdt).toBe('0');
    expect(empty.data.accounts.map((a: { type: string }) => a.type)).toEqual([
      'spot',
      'options',
      'contract',
      'trust',
    ]);
    expect(empty.data.accounts[0].balances[0]).toMatchObject({
      currency_id: USDT,
      symbol: 'USDT',
      total: '0',
      usdt_value: '0',
    });

    await t.fund(alice.id, USDT, '100.5');
    await t.fund(alice.id, BTC, '0.01', 'options');
    await t.fund(alice.id, TRX, '7', 'trust');
    await t.ledger.freeze({
      userId: alice.id,
      currencyId: USDT,
      amount: '0.5',
      key: 'freeze-alice',
    });
    const { data } = (await t.call('/api/wallet/list', alice.token)).json();
    const [spot, options, contract, trust] = data.accounts;
    expect(spot.usdt_value).toBe('100.5');
    expect(
      spot.balances.find((b: { currency_id: number }) => b.currency_id === USDT),
    ).toMatchObject({ total: '100.5', available: '100', frozen: '0.5', usdt_price: '1' });
    expect(options.usdt_value).toBe('500');
    expect(contract.usdt_value).toBe('0');
    expect(
      trust.balances.find((b: { currency_id: number }) => b.currency_id === TRX),
    ).toMatchObject({ total: '7', usdt_price: null, usdt_value: null });
    expect(data.total_usdt).toBe('600.5');
  });

  it('shows one account of one currency with its recent journal', async () => {
    t = await startAssetsApp(await backend.open());
    const alice = await t.user('alice@example.com');
    await t.fund(alice.id, USDT, '40');
    await t.fund(alice.id, USDT, '2');
    const res = await t.call('/api/wallet/detail', alice.token, { currency_id: '3', type: 'spot' });
    expect(res.json().data).toMatchObject({
      type: 'spot',
      balance: { total: '42', available: '42' },
    });
    expect(
      res
        .json()
        .data.journal.map((l: { amount: string; balance: string }) => [l.amount, l.balance]),
    ).toEqual([
      ['2', '42'],
      ['40', '40'],
    ]);
    const unknown = await t.call('/api/wallet/detail', alice.token, {
      currency_id: '999',
      type: 'spot',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe(1204);
  });

  it('pages the journal newest first with running balances and filters', async () => {
    t = await startAssetsApp(await backend.open());
    const alice = await t.user('alice@example.com');
    for (const amount of ['1', '2', '3']) await t.fund(alice.id, USDT, amount);
    await t.fund(alice.id, BTC, '0.5', 'contract');
    await t.ledger.freeze({ userId: alice.id, currencyId: USDT, amount: '1', key: 'f1' }); // total unchanged: no line
    await t.ledger.debit({ userId: alice.id, currencyId: USDT, amount: '0.25', key: 'd1' });
    const page1 = (
      await t.call('/api/wallet/legal_log', alice.token, { page: '1', limit: '2' })
    ).json().data;
    expect(page1).toMatchObject({ total: 5, page: 1, limit: 2 });
    expect(
      page1.items.map((l: { kind: string; amount: string; balance: string }) => [
        l.kind,
        l.amount,
        l.balance,
      ]),
    ).toEqual([
      ['debit', '-0.25', '5.75'],
      ['credit', '0.5', '0.5'],
    ]);
    const page3 = (
      await t.call('/api/wallet/legal_log', alice.token, { page: '3', limit: '2' })
    ).json().data;
    expect(page3.items).toHaveLength(1);
    expect(page3.items[0]).toMatchObject({
      amount: '1',
      balance: '1',
      type: 'spot',
      symbol: 'USDT',
    });
    const btc = (
      await t.call('/api/wallet/legal_log', alice.token, { currency_id: String(BTC) })
    ).json().data;
    expect(btc.total).toBe(1);
    const contractUsdt = (
      await t.call('/api/wallet/legal_log', alice.token, { currency_id: '3', type: 'contract' })
    ).json().data;
    expect(contractUsdt).toMatchObject({ total: 0, items: [] });
  });

  it("refuses anonymous callers and never shows one user the other's money", async () => {
    t = await startAssetsApp(await backend.open());
    const alice = await t.user('alice@example.com');
    const bob = await t.user('bob@example.com');
    await t.fund(alice.id, USDT, '10');
    const anonymous = await t.post('/api/wallet/list');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().type).toBe('999');
    expect((await t.call('/api/wallet/list', bob.token)).json().data.total_usdt).toBe('0');
    expect((await t.call('/api/wallet/legal_log', bob.token)).json().data.total).toBe(0);
    expect(
      (await t.call('/api/wallet/detail', bob.token, { currency_id: '3', type: 'spot' })).json()
        .data.balance.total,
    ).toBe('0');
  });
});
