import type { ProofFileLeaf } from './proofFileLeaf';
import type { SnapshotHeader } from './snapshotHeader';
import type { TreeNode } from './treeNode';

/**
 * A user's proof of inclusion, as downloaded and as the open verifier reads it.
 */
export interface ProofFile {
  /**
   * @minimum 1
   * @maximum 1
   */
  version: 1;
  snapshot: SnapshotHeader;
  leaf: ProofFileLeaf;
  /**
   * The sibling at each level, from the leaf's upward.
   * @maxItems 30
   */
  path: TreeNode[];
}
