// The verifier's construction (buildLevels), computed on the stored bytes themselves: a stored node
// is its hash then its u128 big-endian sums, which is exactly what the verifier's messages hold of
// it, so a parent's message is the node tag and its two children's bytes side by side, and a leaf's
// is the leaf tag, the commitment and the sums. No object or bigint per node: a hundred thousand
// users build in about a second. flat-tree.test.ts checks it against buildLevels byte for byte.
import { createHash } from 'node:crypto';
import { nodeWidth } from './node-bytes.ts';
import { EncodingError, HASH_LENGTH, leafCountFor, paddingMessage, sha256 } from './verifier.ts';

const LEAF_TAG = Uint8Array.of(0x00);
const NODE_TAG = Uint8Array.of(0x01);

/**
 * Every level as stored, leaves first, the root alone last. `accounts` holds `n` leaves' inputs
 * back to back in position order, each its commitment then its balances (u128 big-endian); every
 * position past them is padding.
 */
export function buildStoredLevels(accounts: Buffer, n: number, coins: number): Buffer[] {
  const width = nodeWidth(coins);
  const count = leafCountFor(n);
  const leaves = Buffer.alloc(count * width); // a padding leaf's sums are zero
  for (let position = 0; position < count; position++) {
    const at = position * width;
    if (position < n) accounts.copy(leaves, at, at, at + width);
    else leaves.set(sha256(paddingMessage(position)), at);
    const hash = createHash('sha256')
      .update(LEAF_TAG)
      .update(leaves.subarray(at, at + width))
      .digest();
    hash.copy(leaves, at);
  }
  const levels = [leaves];
  for (let level = leaves; level.length > width;) {
    const parents = Buffer.alloc(level.length / 2);
    for (let at = 0; at < parents.length; at += width) {
      const children = level.subarray(2 * at, 2 * at + 2 * width);
      createHash('sha256').update(NODE_TAG).update(children).digest().copy(parents, at);
      addSums(children, width, parents.subarray(at + HASH_LENGTH, at + width));
    }
    levels.push(parents);
    level = parents;
  }
  return levels;
}

/** The two children's sums, coin by coin, as 128-bit integers in four 32-bit words with carries. */
function addSums(children: Buffer, width: number, out: Buffer) {
  for (let sum = 0; sum < out.length; sum += 16) {
    let carry = 0;
    for (let word = 12; word >= 0; word -= 4) {
      const at = HASH_LENGTH + sum + word;
      const total = children.readUInt32BE(at) + children.readUInt32BE(width + at) + carry;
      out.writeUInt32BE(total >>> 0, sum + word);
      carry = total > 0xffffffff ? 1 : 0;
    }
    if (carry) throw new EncodingError('a sum overflows 128 bits');
  }
}
