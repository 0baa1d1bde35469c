import { afterEach, describe, expect, it } from 'vitest';
import { runOperatorCommand, type OperatorContext } from '../../src/cli/commands.ts';
import type { Database } from '../../src/db/index.ts';
import { registerOperatorEndpoint } from '../../src/http/operator-endpoint.ts';
import { Ledger, userAccount } from '../../src/ledger/index.ts';
import {
  registerReviewKind,
  ReviewRefused,
  unregisterReviewKind,
} from '../../src/modules/review/registry.ts';
import { depositCoins } from '../../src/modules/deposit/terms.ts';
import { seedAll } from '../../src/modules/seed/index.ts';
import { feeOf, findRule } from '../../src/modules/withdraw/rules.ts';
import { Money, toDecimalString } from '../../src/lib/decimal.ts';
import { backends } from '../helpers/backends.ts';
import { registerByEmail, startTestApp, type TestApp } from '../support/app.ts';

describe.each(backends())('operator commands on $name', (backend) => {
  let database: Database;
  let context: OperatorContext;
  const run = (...argv: string[]) => runOperatorCommand(context, argv);

  async function open() {
    database = await backend.open();
    context = { database, ledger: new Ledger(database), clock: () => new Date() };
    await seedAll(database, context.ledger, { demo: true });
  }
  afterEach(async () => {
    await context?.ledger.idle();
    await database?.close();
  });

  it('credits a user through the ledger, and reconciles', async () => {
    await open();
    const credited = await run('credit', 'Demo@Example.com', 'usdt', '250.5');
    expect(credited.exitCode).toBe(0);
    expect(credited.output).toContain('Balance: 10250.5 available');
    const options = await run(
      'credit',
      '1',
      'BTC',
      '0.1',
      '--account',
      'options',
      '--key',
      'ticket-42',
    );
    expect(options.exitCode).toBe(0);
    expect(
      (await run('credit', '1', 'BTC', '0.1', '--account', 'options', '--key', 'ticket-42')).output,
    ).toContain('already applied');
    expect((await context.ledger.account(userAccount(1, 1, 'options'))).available).toBe('0.1');
    // operator mistakes are explained, not thrown
    expect(await run('credit', 'nobody@example.com', 'USDT', '1')).toMatchObject({
      exitCode: 2,
      output: 'error: no user nobody@example.com',
    });
    expect((await run('credit', '1', 'USDT', '-5')).exitCode).toBe(2);
    expect((await run('credit', '1', 'TRX', '1.1234567')).output).toMatch(/at most 6 decimals/);
    expect((await run('credit', '1', 'USDT', '1', '--account', 'savings')).exitCode).toBe(2);

    const report = await run('reconcile');
    expect(report.exitCode).toBe(0);
    expect(report.output).toMatch(/^Ledger: \d+ accounts, \d+ entries/);
  });

  it('flags a broken ledger with exit code 1', async () => {
    await open();
    // simulate corruption behind the ledger's back
    await database.exec(
      `UPDATE ledger_accounts SET available = available + 1 WHERE user_id IS NOT NULL`,
    );
    const report = await run('reconcile');
    expect(report.exitCode).toBe(1);
    expect(report.output).toContain('[balance_mismatch]');
  });

  it('reads the outbox, newest first, per target', async () => {
    await open();
    const t: TestApp = await startTestApp(database);
    try {
      await t.post('/api/sms_mail', { user_string: 'olga@example.com', scene: 'register' });
      await t.post('/api/sms_mail', { user_string: 'pete@example.com', scene: 'register' });
      const all = await run('outbox', '--last', '5');
      expect(all.output.indexOf('pete@example.com')).toBeLessThan(
        all.output.indexOf('olga@example.com'),
      );
      const one = await run('outbox', '--target', 'OLGA@example.com');
      expect(one.output).toMatch(/olga@example\.com[\s\S]*Your verification code is \d{6}/);
      expect(one.output).not.toContain('pete@');
      expect((await run('outbox', '--last', 'many')).exitCode).toBe(2);
    } finally {
      await t.app.close();
    }
  });

  it('lists, approves and rejects through registered review kinds', async () => {
    await open();
    const pending = new Map([['7', 'deposit of 100 USDT by user 1']]);
    const decisions: string[] = [];
    registerReviewKind({
      kind: 'test_deposit',
      description: 'test deposits',
      listPending: async () =>
        [...pending].map(([id, summary]) => ({
          id,
          summary,
          createdAt: new Date('2030-01-01T00:00:00Z'),
        })),
      detail: async () => undefined,
      approve: async (_tx, _ctx, id) => {
        if (!pending.delete(id)) throw new ReviewRefused(`test_deposit ${id} is not pending`);
        decisions.push(`approve ${id}`);
        return { before: { status: 'pending' }, after: { status: 'approved' } };
      },
      reject: async (_tx, _ctx, id, reason) => {
        if (!pending.delete(id)) throw new ReviewRefused(`test_deposit ${id} is not pending`);
        decisions.push(`reject ${id}: ${reason}`);
        return { before: { status: 'pending' }, after: { status: 'rejected' } };
      },
    });
    try {
      expect((await run('review', 'list')).output).toContain(
        'test_deposit (test deposits): 1 pending\n  7  2030-01-01T00:00:00.000Z  deposit of 100 USDT',
      );
      expect(await run('review', 'approve', 'test_deposit', '7')).toEqual({
        output: 'test_deposit 7: approved.',
        exitCode: 0,
      });
      expect(await run('review', 'approve', 'test_deposit', '7')).toEqual({
        output: 'error: test_deposit 7 is not pending',
        exitCode: 2,
      });
      pending.set('8', 'another');
      await run('review', 'reject', 'test_deposit', '8', '--reason', 'blurry screenshot');
      expect(decisions).toEqual(['approve 7', 'reject 8: blurry screenshot']);
      expect((await run('review', 'list', 'nope')).output).toMatch(
        /unknown review kind "nope" \(known: (\w+, )*test_deposit\b/,
      );
    } finally {
      unregisterReviewKind('test_deposit');
    }
  });

  it('adjusts settings but never shows secrets, and prints help', async () => {
    await open();
    expect(
      (await run('setting', 'set', 'customer_url', 'https://help.example.net/chat')).exitCode,
    ).toBe(0);
    expect((await run('setting', 'get', 'customer_url')).output).toBe(
      'https://help.example.net/chat',
    );
    expect((await run('setting', 'set', 'customer_url', 'javascript:alert(1)')).exitCode).toBe(2);
    const t = await startTestApp(database);
    try {
      await registerByEmail(t, 'quinn@example.com'); // creates the code HMAC key
    } finally {
      await t.app.close();
    }
    expect((await run('setting', 'list')).output).not.toMatch(/_key/);
    expect((await run('setting', 'get', 'code_hmac_key')).exitCode).toBe(2);
    expect((await run('help')).exitCode).toBe(2);
    expect((await run('--help')).output).toContain('Usage: npm run operator');
  });

  it('lists and changes the per-coin deposit and withdrawal rules the pages read', async () => {
    await open();
    const before = await run('coin-rules', 'list');
    expect(before.output).toMatch(
      /^USDT\s+\| deposit min \S+ fee \S+ \| withdraw min 10 fee 0.001 \+ 1 \| bank on$/m,
    );

    expect((await run('coin-rules', 'set', 'usdt', 'withdraw.minimum', '25')).exitCode).toBe(0);
    expect((await run('coin-rules', 'set', 'USDT', 'withdraw.fee_rate', '0.002')).exitCode).toBe(0);
    expect((await run('coin-rules', 'set', 'USDT', 'withdraw.fee_fixed', '0.5')).exitCode).toBe(0);
    expect((await run('coin-rules', 'set', 'BTC', 'withdraw.bank', 'on')).exitCode).toBe(0);
    expect((await run('coin-rules', 'set', 'USDT', 'deposit.minimum', '50')).exitCode).toBe(0);
    const usdt = await findRule(database.db, 3);
    const plain = ({ minimum, feeRate, feeFixed }: typeof usdt) =>
      [minimum, feeRate, feeFixed].map((value) => toDecimalString(value));
    expect(plain(usdt)).toEqual(['25', '0.002', '0.5']);
    expect(feeOf(usdt, new Money('100')).fee.toFixed()).toBe('0.7');
    expect((await findRule(database.db, 1)).bankEnabled).toBe(true);
    const deposit = (await depositCoins(database.db)).find((c) => c.currency_id === 3);
    expect(deposit?.min_amount).toBe('50');

    // Mistakes change nothing and say why.
    for (const [args, message] of [
      [['set', 'USDT', 'withdraw.fee_rate', '1'], /not a fee rate/],
      [['set', 'USDT', 'withdraw.minimum', 'ten'], /not an amount of USDT/],
      [['set', 'TRX', 'withdraw.minimum', '0.1234567'], /at most 6 decimals/],
      [['set', 'USDT', 'withdraw.bank', 'maybe'], /on or off/],
      [['set', 'XYZ', 'withdraw.minimum', '1'], /no currency XYZ/],
      [['set', 'USDT', 'withdraw.speed', '1'], /unknown rule/],
      [['set', 'USDT'], /usage: coin-rules/],
    ] as const) {
      const result = await run('coin-rules', ...args);
      expect(result.exitCode).toBe(2);
      expect(result.output).toMatch(message);
    }
    expect(plain(await findRule(database.db, 3))).toEqual(['25', '0.002', '0.5']);
  });

  it('runs commands for the CLI inside a running server, with the token only', async () => {
    await open();
    const t = await startTestApp(database, { ledger: context.ledger });
    registerOperatorEndpoint(t.app, 'the-token', context);
    try {
      const call = (token: string | undefined, remoteAddress = '127.0.0.1') =>
        t.app.inject({
          method: 'POST',
          url: '/_operator',
          remoteAddress,
          headers: token ? { 'x-operator-token': token } : {},
          payload: { argv: ['reconcile'] },
        });
      expect((await call(undefined)).statusCode).toBe(403);
      expect((await call('wrong-token')).statusCode).toBe(403);
      expect((await call('the-token', '10.0.0.5')).statusCode).toBe(403);
      const ok = await call('the-token');
      expect(ok.json()).toMatchObject({ exitCode: 0, output: expect.stringContaining('OK') });
    } finally {
      await t.app.close();
    }
  });

  it('lists the background jobs and runs one, or all, as of a given time', async () => {
    await open();
    const list = await run('jobs', 'list');
    expect(list.exitCode).toBe(0);
    expect(list.output.split('\n')).toEqual(
      expect.arrayContaining(['publication.unlock', 'mining.yields', 'options.deliver']),
    );
    expect(await run('jobs', 'run', 'mining.yields', '--at', '2031-01-01T00:00:00Z')).toEqual({
      exitCode: 0,
      output: 'Ran mining.yields as of 2031-01-01T00:00:00.000Z.',
    });
    expect((await run('jobs', 'run', 'all')).exitCode).toBe(0);
    expect(await run('jobs', 'run', 'nothing')).toMatchObject({ exitCode: 2 });
    expect((await run('jobs', 'run', 'all', '--at', 'tomorrow')).output).toBe(
      'error: --at: not a time: tomorrow',
    );
  });
});
