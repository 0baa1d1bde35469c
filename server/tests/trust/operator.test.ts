import { afterEach, describe, expect, it } from 'vitest';
import { runOperatorCommand } from '../../src/cli/commands.ts';
import { reconcile } from '../../src/ledger/index.ts';
import { backends } from '../helpers/backends.ts';
import { DAY, productId, startTrustApp, USDT, type TrustApp } from './fixture.ts';

describe.each(backends())('operator `trust accrue` on $name', (backend) => {
  let t: TrustApp;
  afterEach(() => t?.close());

  it('runs the interest job as of a chosen instant, idempotently', async () => {
    t = await startTrustApp(await backend.open());
    const alice = await t.user('alice@example.com');
    await t.fund(alice.id, USDT, '10000');
    const id = await productId(t, alice.token, 'hosting', 'USDT', 15);
    expect(
      (
        await t.send('/api/lh/deposit', alice.token, {
          product_id: String(id),
          amount: '10000',
          agree: '1',
        })
      ).statusCode,
    ).toBe(200);
    const context = { database: t.database, ledger: t.ledger, clock: t.clock };
    const at = new Date(t.clock().getTime() + 4 * DAY).toISOString(); // 3 interest days have passed
    const first = await runOperatorCommand(context, ['trust', 'accrue', '--at', at]);
    expect(first).toMatchObject({
      exitCode: 0,
      output: expect.stringContaining('Accrued interest on 1 hosted order(s)'),
    });
    expect(await t.trust(alice.id)).toEqual({ available: '120', frozen: '10000' });
    await runOperatorCommand(context, ['trust', 'accrue', '--at', at]);
    expect(await t.trust(alice.id)).toEqual({ available: '120', frozen: '10000' });
    expect((await runOperatorCommand(context, ['trust', 'accrue', '--at', 'soon'])).exitCode).toBe(
      2,
    );
    expect((await reconcile(t.database)).ok).toBe(true);
  });
});
