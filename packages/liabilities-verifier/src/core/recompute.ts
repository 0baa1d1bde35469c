// Recomputes the root and the per-coin totals from the published list of leaves, and checks that
// every leaf past the accounts is genuine, zero-balance padding.
import { EncodingError, equalBytes, fromHex, parseAmount, toHex } from './bytes.ts';
import {
  HASH_LENGTH,
  leafMessage,
  paddingMessage,
  parentOf,
  type Hash,
  type TreeNode,
} from './messages.ts';
import { FORMAT_VERSION, type LeavesFile } from './types.ts';

export interface RecomputeResult {
  ok: boolean;
  root?: { hash: string; sums: string[] };
  problems: string[];
}

export async function recomputeRoot(file: LeavesFile, hash: Hash): Promise<RecomputeResult> {
  const problems: string[] = [];
  try {
    if (file?.version !== FORMAT_VERSION)
      return { ok: false, problems: [`unknown version ${file?.version}`] };
    const { snapshot, leaves } = file;
    const coins = snapshot.coins.length;
    if (
      !Array.isArray(leaves) ||
      leaves.length !== snapshot.leaf_count ||
      !Number.isInteger(Math.log2(leaves.length))
    ) {
      return {
        ok: false,
        problems: [`${leaves?.length} leaves, expected ${snapshot.leaf_count} (a power of two)`],
      };
    }
    if (!(snapshot.account_count <= leaves.length)) problems.push('more accounts than leaves');
    let level: TreeNode[] = [];
    for (const [position, leaf] of leaves.entries()) {
      const node = { hash: fromHex(leaf.hash, HASH_LENGTH), sums: leaf.sums.map(parseAmount) };
      if (node.sums.length !== coins)
        throw new EncodingError(`leaf ${position}: ${node.sums.length} sums`);
      if (position >= snapshot.account_count) {
        const zeros = new Array<bigint>(coins).fill(0n);
        const padding = await hash(leafMessage(await hash(paddingMessage(position)), zeros));
        if (!equalBytes(node.hash, padding) || node.sums.some((s) => s !== 0n)) {
          problems.push(`leaf ${position} should be padding but is not`);
        }
      }
      level.push(node);
    }
    while (level.length > 1) {
      const parents: TreeNode[] = [];
      for (let i = 0; i < level.length; i += 2)
        parents.push(await parentOf(hash, level[i]!, level[i + 1]!));
      level = parents;
    }
    const root = level[0]!;
    const result = { hash: toHex(root.hash), sums: root.sums.map(String) };
    if (result.hash !== snapshot.root.hash)
      problems.push(`root ${result.hash} differs from the published ${snapshot.root.hash}`);
    snapshot.root.sums.forEach((published, i) => {
      if (published !== result.sums[i]) {
        problems.push(
          `${snapshot.coins[i]?.symbol}: leaves sum to ${result.sums[i]}, published ${published}`,
        );
      }
    });
    return { ok: problems.length === 0, root: result, problems };
  } catch (error) {
    if (error instanceof EncodingError || error instanceof TypeError)
      return { ok: false, problems: [...problems, error.message] };
    throw error;
  }
}
