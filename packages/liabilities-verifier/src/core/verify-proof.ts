// Checks one user's proof against the root it carries, step by step, so that a screen or a
// terminal can show each hash as it is recomputed. The caller compares that root with the one
// the platform publishes (the CLI and the app both do).
import { EncodingError, equalBytes, fromHex, parseAmount, toHex } from './bytes.ts';
import {
  commitmentMessage,
  HASH_LENGTH,
  leafMessage,
  parentOf,
  SALT_LENGTH,
  type Hash,
  type TreeNode,
} from './messages.ts';
import { FORMAT_VERSION, type ProofFile } from './types.ts';

export type ProofStep =
  | { kind: 'commitment'; hash: string }
  | { kind: 'leaf'; hash: string; sums: string[] }
  | {
      kind: 'level';
      level: number;
      side: 'left' | 'right';
      sibling: string;
      hash: string;
      sums: string[];
    }
  | { kind: 'root'; expected: string; hash: string; sums: string[] };

export type ProofFailure =
  | 'malformed'
  | 'wrong_version'
  | 'position_out_of_range'
  | 'path_length'
  | 'root_mismatch'
  | 'sums_mismatch';

export interface ProofResult {
  ok: boolean;
  steps: ProofStep[];
  failure?: ProofFailure;
  detail?: string;
}

const sumsText = (sums: bigint[]) => sums.map(String);

export async function verifyProof(proof: ProofFile, hash: Hash): Promise<ProofResult> {
  const steps: ProofStep[] = [];
  const fail = (failure: ProofFailure, detail: string): ProofResult => ({
    ok: false,
    steps,
    failure,
    detail,
  });
  try {
    if (proof?.version !== FORMAT_VERSION)
      return fail('wrong_version', `version ${proof?.version}`);
    const { snapshot, leaf, path } = proof;
    const coins = snapshot.coins.length;
    const balances = leaf.balances.map(parseAmount);
    const rootSums = snapshot.root.sums.map(parseAmount);
    if (balances.length !== coins || rootSums.length !== coins) {
      return fail('malformed', `expected ${coins} amounts per node`);
    }
    const height = Math.log2(snapshot.leaf_count);
    if (!Number.isInteger(height) || !Array.isArray(path) || path.length !== height) {
      return fail('path_length', `${path?.length} siblings for ${snapshot.leaf_count} leaves`);
    }
    if (
      !Number.isSafeInteger(leaf.position) ||
      leaf.position < 0 ||
      leaf.position >= snapshot.account_count
    ) {
      return fail('position_out_of_range', `position ${leaf.position}`);
    }
    const commitment = await hash(commitmentMessage(fromHex(leaf.salt, SALT_LENGTH), leaf.user_id));
    steps.push({ kind: 'commitment', hash: toHex(commitment) });
    let node: TreeNode = { hash: await hash(leafMessage(commitment, balances)), sums: balances };
    steps.push({ kind: 'leaf', hash: toHex(node.hash), sums: sumsText(node.sums) });
    let position = leaf.position;
    for (const [level, sibling] of path.entries()) {
      const other: TreeNode = {
        hash: fromHex(sibling.hash, HASH_LENGTH),
        sums: sibling.sums.map(parseAmount),
      };
      if (other.sums.length !== coins)
        return fail('malformed', `level ${level}: ${other.sums.length} sums`);
      const side = position % 2 === 0 ? 'left' : 'right';
      node =
        side === 'left' ? await parentOf(hash, node, other) : await parentOf(hash, other, node);
      steps.push({
        kind: 'level',
        level: level + 1,
        side,
        sibling: sibling.hash,
        hash: toHex(node.hash),
        sums: sumsText(node.sums),
      });
      position = Math.floor(position / 2);
    }
    steps.push({
      kind: 'root',
      expected: snapshot.root.hash,
      hash: toHex(node.hash),
      sums: sumsText(node.sums),
    });
    if (!equalBytes(node.hash, fromHex(snapshot.root.hash, HASH_LENGTH))) {
      return fail('root_mismatch', `computed ${toHex(node.hash)}`);
    }
    if (node.sums.some((sum, i) => sum !== rootSums[i]))
      return fail('sums_mismatch', 'root sums differ');
    return { ok: true, steps };
  } catch (error) {
    if (error instanceof EncodingError || error instanceof TypeError)
      return fail('malformed', error.message);
    throw error;
  }
}
