import type { Count } from './count';
import type { Id } from './id';
import type { ProofCoin } from './proofCoin';
import type { Timestamp } from './timestamp';
import type { TreeNode } from './treeNode';

/**
 * What a proof and the leaf list name of their snapshot; the root is its published commitment.
 */
export interface SnapshotHeader {
  id: Id;
  taken_at: Timestamp;
  /** @maxItems 200 */
  coins: ProofCoin[];
  /**
   * Leaves in the tree, a power of two; accounts first, then padding.
   * @minimum 1
   * @maximum 1073741824
   */
  leaf_count: number;
  account_count: Count;
  root: TreeNode;
}
