// Random trees for the property tests: a few coins, a few dozen accounts, balances up to 2^100
// (sums of many stay far below 2^128).
import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import {
  buildLevels,
  commitmentMessage,
  pathOf,
  toHex,
  type LeavesFile,
  type ProofFile,
  type SnapshotHeader,
} from '../src/core/index.ts';
import { sha256 } from '../src/sha256.ts';

export interface Account {
  userId: number;
  salt: Uint8Array;
  balances: bigint[];
}

export const accountsArb = fc.integer({ min: 1, max: 4 }).chain((coins) =>
  fc.uniqueArray(
    fc.record({
      userId: fc.integer({ min: 1, max: 2_147_483_647 }),
      balances: fc.array(fc.bigInt({ min: 0n, max: 1n << 100n }), {
        minLength: coins,
        maxLength: coins,
      }),
    }),
    { minLength: 1, maxLength: 40, selector: (a) => a.userId },
  ),
);

export function snapshotOf(accounts: { userId: number; balances: bigint[] }[]) {
  const withSalts: Account[] = accounts.map((a) => ({
    ...a,
    salt: new Uint8Array(randomBytes(32)),
  }));
  const coins = withSalts[0]!.balances.length;
  const levels = buildLevels(
    sha256,
    withSalts.map((a) => ({
      commitment: sha256(commitmentMessage(a.salt, a.userId)),
      balances: a.balances,
    })),
    coins,
  );
  const root = levels.at(-1)![0]!;
  const header: SnapshotHeader = {
    id: 7,
    taken_at: '2026-12-02T00:00:00.000Z',
    coins: Array.from({ length: coins }, (_, i) => ({
      currency_id: i + 1,
      symbol: `C${i}`,
      decimals: 8,
    })),
    leaf_count: levels[0]!.length,
    account_count: withSalts.length,
    root: { hash: toHex(root.hash), sums: root.sums.map(String) },
  };
  const node = (n: { hash: Uint8Array; sums: bigint[] }) => ({
    hash: toHex(n.hash),
    sums: n.sums.map(String),
  });
  const proofOf = (position: number): ProofFile => ({
    version: 1,
    snapshot: header,
    leaf: {
      user_id: withSalts[position]!.userId,
      salt: toHex(withSalts[position]!.salt),
      position,
      balances: withSalts[position]!.balances.map(String),
    },
    path: pathOf(levels, position).map(node),
  });
  const leaves: LeavesFile = { version: 1, snapshot: header, leaves: levels[0]!.map(node) };
  return { accounts: withSalts, header, levels, proofOf, leaves };
}
