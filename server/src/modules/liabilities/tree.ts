// The tree of a snapshot: a fresh random salt per user (so a leaf's commitment says nothing of
// whose it is, nor links one snapshot's leaf to the next), accounts at shuffled positions (so a
// position says nothing of when the account was opened), then the construction of the open
// verifier. Salts and positions come from the operating system's cryptographic generator.
import { randomBytes, randomInt } from 'node:crypto';
import { buildStoredLevels } from './flat-tree.ts';
import { nodeWidth } from './node-bytes.ts';
import { commitmentMessage, HASH_LENGTH, sha256, shuffledPositions } from './verifier.ts';

export interface BuiltTree {
  rootHash: string;
  leafCount: number;
  /** Every level as stored, leaves first, the root alone last. */
  levels: Buffer[];
  /** Per user: their leaf's position and salt. */
  leaves: { userId: number; position: number; salt: Buffer }[];
}

export const SALT_BYTES = 32;
const U64_MASK = (1n << 64n) - 1n;

export function buildTree(userIds: number[], balances: bigint[][], coins: number): BuiltTree {
  const width = nodeWidth(coins);
  const salts = randomBytes(SALT_BYTES * userIds.length);
  const positions = shuffledPositions(userIds.length, (bound) => randomInt(bound));
  // Each account's leaf input at its position: its commitment, then its balances.
  const accounts = Buffer.alloc(userIds.length * width);
  const leaves = userIds.map((userId, i) => {
    const salt = salts.subarray(i * SALT_BYTES, (i + 1) * SALT_BYTES);
    const position = positions[i]!;
    let at = position * width;
    accounts.set(sha256(commitmentMessage(salt, userId)), at);
    for (at += HASH_LENGTH; at < (position + 1) * width; at += 16) {
      const units = balances[i]![(at - position * width - HASH_LENGTH) / 16]!;
      accounts.writeBigUInt64BE(units >> 64n, at);
      accounts.writeBigUInt64BE(units & U64_MASK, at + 8);
    }
    return { userId, position, salt };
  });
  const levels = buildStoredLevels(accounts, userIds.length, coins);
  const root = levels.at(-1)!;
  return {
    rootHash: root.toString('hex', 0, HASH_LENGTH),
    leafCount: levels[0]!.length / width,
    levels,
    leaves,
  };
}
