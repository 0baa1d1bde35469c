// The exact bytes that are hashed, as docs/proof-of-liabilities.md specifies them. Every message
// starts with its own tag, so a leaf can never be read as an inner node, nor a commitment as either.
import { ascii, concatBytes, EncodingError, MAX_U128, u128be, u64be } from './bytes.ts';

export const HASH_LENGTH = 32;
export const SALT_LENGTH = 32;
export const USER_TAG = ascii('coinhub-pol/v1/user');
export const PAD_TAG = ascii('coinhub-pol/v1/pad');
export const LEAF_TAG = 0x00;
export const NODE_TAG = 0x01;

/** SHA-256, synchronous (Node) or not (WebCrypto). */
export type Hash = (message: Uint8Array) => Uint8Array | Promise<Uint8Array>;
export type SyncHash = (message: Uint8Array) => Uint8Array;

export interface TreeNode {
  hash: Uint8Array;
  sums: bigint[];
}

/** Hides who a leaf belongs to: only its owner knows the salt. */
export const commitmentMessage = (salt: Uint8Array, userId: bigint | number) =>
  concatBytes(USER_TAG, salt, u64be(userId));

/** A padding leaf's commitment is derived from its position, so anyone can tell it is padding. */
export const paddingMessage = (position: bigint | number) => concatBytes(PAD_TAG, u64be(position));

export const leafMessage = (commitment: Uint8Array, balances: bigint[]) =>
  concatBytes(Uint8Array.of(LEAF_TAG), commitment, ...balances.map(u128be));

/** Each child's sums are bound on their own, not only their total (Maxwell's scheme, corrected). */
export const nodeMessage = (left: TreeNode, right: TreeNode) =>
  concatBytes(
    Uint8Array.of(NODE_TAG),
    left.hash,
    ...left.sums.map(u128be),
    right.hash,
    ...right.sums.map(u128be),
  );

/** A parent's sums, coin by coin; a sum past 2^128 - 1 could not be encoded and is refused. */
export function addSums(left: bigint[], right: bigint[]): bigint[] {
  return left.map((value, i) => {
    const sum = value + right[i]!;
    if (sum > MAX_U128) throw new EncodingError('a sum overflows 128 bits');
    return sum;
  });
}

export async function parentOf(hash: Hash, left: TreeNode, right: TreeNode): Promise<TreeNode> {
  return { hash: await hash(nodeMessage(left, right)), sums: addSums(left.sums, right.sums) };
}
