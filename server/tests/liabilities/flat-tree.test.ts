import { randomBytes, randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildStoredLevels } from '../../src/modules/liabilities/flat-tree.ts';
import { nodeWidth } from '../../src/modules/liabilities/node-bytes.ts';
import { buildTree } from '../../src/modules/liabilities/tree.ts';
import {
  buildLevels,
  commitmentMessage,
  EncodingError,
  u128be,
  type TreeNode,
} from '../../../packages/liabilities-verifier/src/core/index.ts';
import { recomputeRoot, sha256 } from './support.ts';

// The server builds its trees on stored bytes; the open verifier's buildLevels is the definition.
// Both must give the same nodes, byte for byte, for any number of accounts and any amounts.

const encode = (level: TreeNode[]) =>
  Buffer.concat(level.map((node) => Buffer.concat([node.hash, ...node.sums.map(u128be)])));

function randomAccounts(n: number, coins: number) {
  // small, large, and all-ones low words (every carry between the 32-bit words); under 2^121
  // each, so that a hundred of them still sum within 128 bits
  const values = [0n, 1n, BigInt(randomInt(1e12)), (1n << 64n) - 1n, (1n << 96n) - 1n];
  const big = () =>
    randomInt(2) ? values[randomInt(values.length)]! : (1n << 120n) + BigInt(randomInt(1e9));
  return Array.from({ length: n }, () => ({
    commitment: new Uint8Array(randomBytes(32)),
    balances: Array.from({ length: coins }, big),
  }));
}

function flatInput(accounts: ReturnType<typeof randomAccounts>, coins: number) {
  return Buffer.concat(
    accounts.map((a) => Buffer.concat([a.commitment, ...a.balances.map(u128be)])),
    accounts.length * nodeWidth(coins),
  );
}

describe('the stored tree', () => {
  it.each([0, 1, 2, 3, 5, 8, 13, 64, 100])('equals buildLevels for %i accounts', (n) => {
    for (const coins of [1, 3, 10]) {
      const accounts = randomAccounts(n, coins);
      const expected = buildLevels(sha256, accounts, coins).map(encode);
      expect(buildStoredLevels(flatInput(accounts, coins), n, coins)).toEqual(expected);
    }
  });

  it('refuses sums past 2^128 - 1, as the verifier does', () => {
    const huge = (1n << 128n) - 1n;
    const accounts = [1n, huge].map((b) => ({ commitment: new Uint8Array(32), balances: [0n, b] }));
    expect(() => buildLevels(sha256, accounts, 2)).toThrow(EncodingError);
    expect(() => buildStoredLevels(flatInput(accounts, 2), 2, 2)).toThrow(EncodingError);
  });

  it("puts each user's commitment and balances at their position, and recomputes", async () => {
    const users = [7, 11, 12, 40, 41];
    const balances = users.map((id) => [BigInt(id), BigInt(id * 1000)]);
    const tree = buildTree(users, balances, 2);
    const leaves = tree.levels[0]!;
    const width = nodeWidth(2);
    for (const [i, leaf] of tree.leaves.entries()) {
      const commitment = sha256(commitmentMessage(leaf.salt, leaf.userId));
      const [expected] = buildLevels(sha256, [{ commitment, balances: balances[i]! }], 2);
      expect(leaves.subarray(leaf.position * width, (leaf.position + 1) * width)).toEqual(
        encode(expected!),
      );
    }
    expect(tree.leaves.map((l) => l.position).sort()).toEqual([0, 1, 2, 3, 4]);
    const file = {
      version: 1,
      snapshot: {
        id: 1,
        taken_at: new Date(0).toISOString(),
        coins: [
          { currency_id: 1, symbol: 'A', decimals: 0 },
          { currency_id: 2, symbol: 'B', decimals: 0 },
        ],
        leaf_count: tree.leafCount,
        account_count: users.length,
        root: { hash: tree.rootHash, sums: ['111', '111000'] },
      },
      leaves: Array.from({ length: tree.leafCount }, (_, p) => ({
        hash: leaves.toString('hex', p * width, p * width + 32),
        sums: [0, 1].map((c) => {
          const at = p * width + 32 + c * 16;
          return String((leaves.readBigUInt64BE(at) << 64n) | leaves.readBigUInt64BE(at + 8));
        }),
      })),
    };
    expect(await recomputeRoot(file, sha256)).toMatchObject({ ok: true, problems: [] });
  });
});
