// A tree level as stored (migration 0048): nodes back to back, each its 32-byte hash then one
// unsigned 128-bit big-endian sum per coin. Fixed width, so node i starts at i x width.
import { HASH_LENGTH } from './verifier.ts';

const SUM_LENGTH = 16;

export const nodeWidth = (coins: number) => HASH_LENGTH + SUM_LENGTH * coins;

/** The node at byte `offset` as the published files write it: hex hash, decimal sums. */
export function decodeNode(bytes: Uint8Array, offset: number, coins: number) {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const sums: string[] = [];
  for (let c = 0, at = offset + HASH_LENGTH; c < coins; c++, at += SUM_LENGTH) {
    sums.push(String((buffer.readBigUInt64BE(at) << 64n) | buffer.readBigUInt64BE(at + 8)));
  }
  return { hash: buffer.toString('hex', offset, offset + HASH_LENGTH), sums };
}

/** Every node of a stored level, in position order. */
export function decodeLevel(bytes: Uint8Array, coins: number) {
  const width = nodeWidth(coins);
  return Array.from({ length: bytes.length / width }, (_, i) =>
    decodeNode(bytes, i * width, coins),
  );
}
