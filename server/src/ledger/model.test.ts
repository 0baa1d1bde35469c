import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { backends } from '../../tests/helpers/backends.ts';
import { Money, toDecimalString } from '../lib/decimal.ts';
import { InsufficientFunds, InvalidEntry, houseAccount, reconcile, type Ledger } from './index.ts';
import { LedgerModel, stepArbitrary, type Op, type Step } from './test-model.ts';
import { openLedgerFixture, type LedgerFixture } from './test-fixture.ts';

let run = 0;

describe.each(backends())('ledger against its model on $name', ({ open }) => {
  let f: LedgerFixture;
  beforeAll(async () => {
    f = await openLedgerFixture(open, 0);
  });
  afterAll(async () => f.close());

  // Each fast-check run gets fresh users and key prefix in the shared database; house balances are
  // compared as changes since the run started.
  async function startRun() {
    const prefix = `r${++run}:`;
    const ids = await f.database.query<{ id: number }>(
      `INSERT INTO users (email) SELECT $1 || g || '@example.test' FROM generate_series(1, 3) g RETURNING id`,
      [prefix],
    );
    const houses = new Map<string, string>();
    for (const name of ['external', 'fees'])
      for (const c of [1, 3])
        houses.set(`h:${name}|${c}`, (await f.ledger.account(houseAccount(name, c))).total);
    return {
      prefix,
      users: ids.map((u) => Number(u.id)),
      houses,
      model: new LedgerModel(),
      counter: 0,
    };
  }
  type RunState = Awaited<ReturnType<typeof startRun>>;

  function submit(ledger: Ledger, s: RunState, step: Step, key: string) {
    const { op } = step;
    const common = {
      userId: s.users[op.user]!,
      currencyId: op.currency,
      amount: op.amount,
      type: op.type,
      key,
    };
    switch (op.kind) {
      case 'credit':
        return ledger.credit(common);
      case 'debit':
        return ledger.debit(common);
      case 'freeze':
        return ledger.freeze(common);
      case 'unfreeze':
        return ledger.unfreeze(common);
      case 'settle':
        return ledger.settleFrozen({
          ...common,
          to:
            op.toUser === null ? { house: 'fees' } : { userId: s.users[op.toUser]!, type: 'spot' },
        });
      case 'move':
        return ledger.moveBetweenTypes({ ...common, from: op.type, to: op.to });
      case 'transfer':
        return ledger.transferBetweenUsers({
          ...common,
          fromUserId: common.userId,
          toUserId: s.users[op.toUser]!,
          fromType: op.type,
        });
    }
  }
  /** Key for the step: a fresh one, or a key already used by a successful entry (must replay). */
  function keyFor(s: RunState, step: Step): { key: string; replay: boolean } {
    if (step.reuseKey !== null && s.model.usedKeys.length > 0)
      return { key: s.model.usedKeys[step.reuseKey % s.model.usedKeys.length]!, replay: true };
    return { key: `${s.prefix}${++s.counter}`, replay: false };
  }
  /** What the model says the step must do: 'applied', 'replayed', 'insufficient' or 'invalid'. */
  function expectFromModel(s: RunState, op: Op, replay: boolean, key: string) {
    // a malformed command is refused before its key is even looked up
    if (LedgerModel.isInvalid(op)) return 'invalid';
    if (replay) return 'replayed';
    if (!s.model.apply(op)) return 'insufficient';
    s.model.usedKeys.push(key);
    return 'applied';
  }
  async function outcome(p: Promise<{ replayed: boolean }>) {
    try {
      return (await p).replayed ? 'replayed' : 'applied';
    } catch (e) {
      if (e instanceof InsufficientFunds) return 'insufficient';
      if (e instanceof InvalidEntry) return 'invalid';
      throw e;
    }
  }
  async function checkInvariants(s: RunState) {
    const actual = new Map<string, string>();
    for (const [i, id] of s.users.entries()) {
      for (const b of await f.ledger.balances(id))
        actual.set(`u${i}:${b.type}|${b.currencyId}`, `${b.available}/${b.frozen}`);
    }
    for (const [key, before] of s.houses) {
      const [owner, c] = key.split('|') as [string, string];
      const now = await f.ledger.account(houseAccount(owner.slice(2), Number(c)));
      actual.set(key, `${toDecimalString(new Money(now.total).minus(before))}/0`);
    }
    for (const [key, b] of s.model.balances) {
      expect(actual.get(key) ?? '0/0', key).toBe(
        `${toDecimalString(b.available)}/${toDecimalString(b.frozen)}`,
      );
      if (!key.startsWith('h:')) expect(b.available.gte(0) && b.frozen.gte(0)).toBe(true);
    }
    const report = await reconcile(f.database);
    expect(report.problems).toEqual([]);
  }

  it('matches the model step by step', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(stepArbitrary, { minLength: 1, maxLength: 25 }), async (steps) => {
        const s = await startRun();
        for (const step of steps) {
          const { key, replay } = keyFor(s, step);
          const expected = expectFromModel(s, step.op, replay, key);
          expect(await outcome(submit(f.ledger, s, step, key))).toBe(expected);
          await checkInvariants(s);
        }
      }),
      { numRuns: 30 },
    );
  });

  it('matches the model when a whole batch is submitted at once (group commit keeps FIFO order)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(stepArbitrary, { minLength: 1, maxLength: 60 }), async (steps) => {
        const s = await startRun();
        const planned = steps
          .map((step) => ({ step, ...keyFor(s, step) }))
          .map((p) => ({ ...p, expected: expectFromModel(s, p.step.op, p.replay, p.key) }));
        const results = await Promise.all(
          planned.map((p) => outcome(submit(f.ledger, s, p.step, p.key))),
        );
        expect(results).toEqual(planned.map((p) => p.expected));
        await checkInvariants(s);
      }),
      { numRuns: 30 },
    );
  });
});
