import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backends } from '../../tests/helpers/backends.ts';
import {
  InsufficientFunds,
  InvalidEntry,
  NestedLedgerRun,
  houseAccount,
  reconcile,
  userAccount,
} from './index.ts';
import { BTC, JPY, openLedgerFixture, USDT, type LedgerFixture } from './test-fixture.ts';

describe.each(backends())('ledger operations on $name', ({ open }) => {
  let f: LedgerFixture;
  let alice: number;
  let bob: number;
  beforeEach(async () => {
    f = await openLedgerFixture(open);
    [alice, bob] = f.users as [number, number];
  });
  afterEach(async () => f.close());

  const spot = (userId: number, currencyId = USDT) =>
    f.ledger.account(userAccount(userId, currencyId));

  it('credits from external and debits back to it', async () => {
    const entry = await f.ledger.credit({
      userId: alice,
      currencyId: USDT,
      amount: '100.5',
      key: 'dep:1',
    });
    expect(entry).toMatchObject({ kind: 'credit', key: 'dep:1', replayed: false });
    await f.ledger.debit({
      userId: alice,
      currencyId: USDT,
      amount: '0.5',
      key: 'wd:1',
      kind: 'withdrawal',
    });
    expect(await spot(alice)).toMatchObject({ available: '100', frozen: '0', total: '100' });
    expect(await f.ledger.account(houseAccount('external', USDT))).toMatchObject({
      available: '-100',
    });
    expect((await reconcile(f.database)).ok).toBe(true);
  });

  it('freezes, unfreezes and settles frozen funds to a house or another user', async () => {
    await f.ledger.credit({ userId: alice, currencyId: USDT, amount: '50', key: 'dep' });
    await f.ledger.freeze({ userId: alice, currencyId: USDT, amount: '30', key: 'fz' });
    expect(await spot(alice)).toMatchObject({ available: '20', frozen: '30', total: '50' });
    await f.ledger.unfreeze({ userId: alice, currencyId: USDT, amount: '5', key: 'ufz' });
    await f.ledger.settleFrozen({
      userId: alice,
      currencyId: USDT,
      amount: '10',
      to: { house: 'fees' },
      key: 's1',
    });
    await f.ledger.settleFrozen({
      userId: alice,
      currencyId: USDT,
      amount: '15',
      to: { userId: bob, type: 'spot' },
      toBucket: 'frozen',
      key: 's2',
    });
    expect(await spot(alice)).toMatchObject({ available: '25', frozen: '0' });
    expect(await spot(bob)).toMatchObject({ available: '0', frozen: '15' });
    expect(await f.ledger.account(houseAccount('fees', USDT))).toMatchObject({ available: '10' });
    await expect(
      f.ledger.unfreeze({ userId: alice, currencyId: USDT, amount: '1', key: 'ufz2' }),
    ).rejects.toBeInstanceOf(InsufficientFunds);
  });

  it('moves between account types and between users, and lists balances', async () => {
    await f.ledger.credit({ userId: alice, currencyId: USDT, amount: '10', key: 'd1' });
    await f.ledger.credit({ userId: alice, currencyId: BTC, amount: '0.00000001', key: 'd2' });
    await f.ledger.moveBetweenTypes({
      userId: alice,
      currencyId: USDT,
      amount: '4',
      from: 'spot',
      to: 'options',
      key: 'm1',
    });
    await f.ledger.transferBetweenUsers({
      fromUserId: alice,
      toUserId: bob,
      currencyId: USDT,
      amount: '1',
      toType: 'trust',
      key: 't1',
    });
    const list = await f.ledger.balances(alice);
    expect(list.map((b) => [b.currencyId, b.type, b.available])).toEqual([
      [BTC, 'spot', '0.00000001'],
      [USDT, 'options', '4'],
      [USDT, 'spot', '5'],
    ]);
    expect((await f.ledger.balances(bob)).map((b) => [b.type, b.total])).toEqual([['trust', '1']]);
    expect(await f.ledger.balances(9999)).toEqual([]);
  });

  it('applies a repeated idempotency key once and returns the original entry', async () => {
    const first = await f.ledger.credit({
      userId: alice,
      currencyId: USDT,
      amount: '7',
      key: 'same',
    });
    const again = await f.ledger.credit({
      userId: alice,
      currencyId: USDT,
      amount: '7',
      key: 'same',
    });
    const concurrent = await Promise.all(
      [1, 2, 3].map(() =>
        f.ledger.debit({ userId: alice, currencyId: USDT, amount: '2', key: 'once' }),
      ),
    );
    expect(again).toMatchObject({ id: first.id, replayed: true });
    expect(concurrent.filter((e) => !e.replayed)).toHaveLength(1);
    expect(new Set(concurrent.map((e) => e.id)).size).toBe(1);
    expect(await spot(alice)).toMatchObject({ available: '5' });
  });

  it('refuses overdrafts and malformed entries without partial state', async () => {
    await f.ledger.credit({ userId: alice, currencyId: USDT, amount: '1', key: 'd' });
    const error = await f.ledger
      .debit({ userId: alice, currencyId: USDT, amount: '1.00000001', key: 'x' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InsufficientFunds);
    expect(error).toMatchObject({ bucket: 'available', balance: '1', requested: '1.00000001' });
    await expect(
      f.ledger.credit({ userId: alice, currencyId: USDT, amount: '0.000000001', key: 'y' }),
    ).rejects.toBeInstanceOf(InvalidEntry);
    await expect(
      f.ledger.credit({ userId: alice, currencyId: JPY, amount: '1.5', key: 'z' }),
    ).rejects.toThrow(/decimal places/);
    await expect(
      f.ledger.credit({ userId: alice, currencyId: USDT, amount: '-1', key: 'n' }),
    ).rejects.toBeInstanceOf(InvalidEntry);
    await expect(
      f.ledger.credit({ userId: alice, currencyId: 99, amount: '1', key: 'c' }),
    ).rejects.toThrow(/unknown currency/);
    await expect(
      f.ledger.credit({ userId: 424242, currencyId: USDT, amount: '1', key: 'u' }),
    ).rejects.toThrow(/no such user/);
    await expect(
      f.ledger.settleFrozen({
        userId: alice,
        currencyId: USDT,
        amount: '1',
        to: { house: 'fees' },
        key: 'f',
      }),
    ).rejects.toBeInstanceOf(InsufficientFunds);
    // a house that must not go negative
    await expect(
      f.ledger.credit({ userId: alice, currencyId: USDT, amount: '1', from: 'fees', key: 'h' }),
    ).rejects.toBeInstanceOf(InsufficientFunds);
    // the failed keys stay free: nothing was recorded for them
    await f.ledger.debit({ userId: alice, currencyId: USDT, amount: '1', key: 'x' });
    expect(await spot(alice)).toMatchObject({ available: '0' });
    expect((await reconcile(f.database)).ok).toBe(true);
  });

  it('runs business writes and ledger operations in one transaction', async () => {
    await f.database.exec(
      'CREATE TABLE test_orders (id serial PRIMARY KEY, user_id bigint NOT NULL)',
    );
    await f.ledger.credit({ userId: alice, currencyId: USDT, amount: '10', key: 'd' });
    let committed = 0;
    const orderId = await f.ledger.run(async (tx) => {
      const [order] = (
        await tx.db.execute(`INSERT INTO test_orders (user_id) VALUES (${alice}) RETURNING id`)
      ).rows as { id: number }[];
      await tx.freeze({ userId: alice, currencyId: USDT, amount: '6', key: `order:${order!.id}` });
      expect(await tx.account(userAccount(alice, USDT))).toMatchObject({ frozen: '6' });
      tx.afterCommit(() => committed++);
      return order!.id;
    });
    expect(committed).toBe(1);
    const failed = f.ledger.run(async (tx) => {
      await tx.db.execute(`INSERT INTO test_orders (user_id) VALUES (${alice})`);
      tx.afterCommit(() => committed++);
      await tx.freeze({ userId: alice, currencyId: USDT, amount: '6', key: 'order:second' });
    });
    await expect(failed).rejects.toBeInstanceOf(InsufficientFunds);
    expect(committed).toBe(1);
    expect(await f.database.query('SELECT id FROM test_orders')).toEqual([{ id: orderId }]);
    await expect(
      f.ledger.run(() =>
        f.ledger.credit({ userId: alice, currencyId: USDT, amount: '1', key: 'nested' }),
      ),
    ).rejects.toBeInstanceOf(NestedLedgerRun);
  });

  it('posts multi-currency entries and refuses unbalanced ones', async () => {
    await f.ledger.credit({ userId: alice, currencyId: USDT, amount: '100', key: 'd' });
    const legs = [
      { account: userAccount(alice, USDT), bucket: 'available' as const, amount: '-60' },
      { account: houseAccount('swap', USDT), bucket: 'available' as const, amount: '60' },
      { account: houseAccount('swap', BTC), bucket: 'available' as const, amount: '-0.001' },
      { account: userAccount(alice, BTC), bucket: 'available' as const, amount: '0.001' },
    ];
    await f.ledger.post({ kind: 'swap', key: 'swap:1', memo: { rate: '60000' }, legs });
    expect(await spot(alice, BTC)).toMatchObject({ available: '0.001' });
    await expect(
      f.ledger.post({ kind: 'bad', key: 'bad', legs: legs.slice(0, 3) }),
    ).rejects.toThrow(/does not balance/);
  });

  it('reconcile catches a tampered balance and a forged posting', async () => {
    await f.ledger.credit({ userId: alice, currencyId: USDT, amount: '10', key: 'd' });
    expect(await reconcile(f.database)).toMatchObject({
      ok: true,
      problems: [],
      counts: { entries: 1, postings: 2, accounts: 2 },
    });
    await f.database.exec(
      `UPDATE ledger_accounts SET available = available + 1 WHERE user_id = ${alice}`,
    );
    const report = await reconcile(f.database);
    expect(report.ok).toBe(false);
    expect(report.problems.map((p) => p.kind).sort()).toEqual([
      'balance_mismatch',
      'currency_unbalanced',
    ]);
    expect(report.problems[0]!.message).toMatch(/postings fold to 10/);
  });
});
