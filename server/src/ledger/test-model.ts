// An independent in-memory model of the ledger for the model-based tests: plain per-account numbers
// moved by the textbook meaning of each operation, with its own overdraft rule.
import fc from 'fast-check';
import { Money } from '../lib/decimal.ts';
import type { Decimal } from '../lib/decimal.ts';
import { ACCOUNT_TYPES, type AccountType } from './accounts.ts';
import { BTC, USDT } from './test-fixture.ts';

export type Op =
  | {
      kind: 'credit' | 'debit' | 'freeze' | 'unfreeze';
      user: number;
      type: AccountType;
      currency: number;
      amount: string;
    }
  | {
      kind: 'settle';
      user: number;
      type: AccountType;
      currency: number;
      amount: string;
      toUser: number | null;
    }
  | {
      kind: 'move';
      user: number;
      type: AccountType;
      to: AccountType;
      currency: number;
      amount: string;
    }
  | {
      kind: 'transfer';
      user: number;
      type: AccountType;
      toUser: number;
      currency: number;
      amount: string;
    };
export interface Step {
  op: Op;
  reuseKey: number | null;
}

const user = fc.integer({ min: 0, max: 2 });
const type = fc.constantFrom<AccountType>(...ACCOUNT_TYPES.slice(0, 2));
const currency = fc.constantFrom(USDT, BTC);
// Small amounts against a few big ones, so overdrafts are frequent.
const amount = fc.oneof(
  fc.constantFrom('1', '5', '0.5', '100'),
  fc.integer({ min: 1, max: 5000 }).map((n) => (n / 100).toString()),
);
const base = { user, type, currency, amount };

export const stepArbitrary: fc.Arbitrary<Step> = fc.record({
  op: fc.oneof(
    fc.record({
      kind: fc.constantFrom('credit', 'credit', 'debit', 'freeze', 'unfreeze'),
      ...base,
    }) as fc.Arbitrary<Op>,
    fc.record({ kind: fc.constant('settle' as const), ...base, toUser: fc.option(user) }),
    fc.record({ kind: fc.constant('move' as const), ...base, to: type }),
    fc.record({ kind: fc.constant('transfer' as const), ...base, toUser: user }),
  ),
  reuseKey: fc.option(fc.nat(), { freq: 4 }),
});

type Bucket = 'available' | 'frozen';
/** Balances by "owner|currency" -> bucket; owners are `u<i>:<type>` or `h:<house>`. */
export class LedgerModel {
  readonly balances = new Map<string, Record<Bucket, Decimal>>();
  readonly usedKeys: string[] = [];

  get(owner: string, currency: number): Record<Bucket, Decimal> {
    const key = `${owner}|${currency}`;
    let b = this.balances.get(key);
    if (!b) this.balances.set(key, (b = { available: new Money(0), frozen: new Money(0) }));
    return b;
  }

  /** Applies the op if every user bucket stays >= 0; returns false (and changes nothing) otherwise. */
  apply(op: Op): boolean {
    const me = `u${op.user}:${op.type}`;
    const a = new Money(op.amount);
    const moves: [string, Bucket, Decimal][] = [];
    const take = (owner: string, bucket: Bucket) => moves.push([owner, bucket, a.neg()]);
    const give = (owner: string, bucket: Bucket) => moves.push([owner, bucket, a]);
    switch (op.kind) {
      case 'credit':
        take('h:external', 'available');
        give(me, 'available');
        break;
      case 'debit':
        take(me, 'available');
        give('h:external', 'available');
        break;
      case 'freeze':
        take(me, 'available');
        give(me, 'frozen');
        break;
      case 'unfreeze':
        take(me, 'frozen');
        give(me, 'available');
        break;
      case 'settle':
        take(me, 'frozen');
        give(op.toUser === null ? 'h:fees' : `u${op.toUser}:spot`, 'available');
        break;
      case 'move':
        take(me, 'available');
        give(`u${op.user}:${op.to}`, 'available');
        break;
      case 'transfer':
        take(me, 'available');
        give(`u${op.toUser}:spot`, 'available');
        break;
    }
    const taken = moves[0]!;
    const source = this.get(taken[0], op.currency)[taken[1]];
    if (!taken[0].startsWith('h:') && source.lt(a)) return false;
    for (const [owner, bucket, delta] of moves) {
      const b = this.get(owner, op.currency);
      b[bucket] = b[bucket].plus(delta);
    }
    return true;
  }

  /** Whether the op is refused before any balance check (the ledger answers InvalidEntry). */
  static isInvalid(op: Op): boolean {
    return (
      (op.kind === 'move' && op.type === op.to) || (op.kind === 'transfer' && op.user === op.toUser)
    );
  }
}
