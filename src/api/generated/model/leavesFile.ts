import type { SnapshotHeader } from './snapshotHeader';
import type { TreeNode } from './treeNode';

/**
 * Every leaf of a snapshot's tree in position order, padding included.
 */
export interface LeavesFile {
  /**
   * @minimum 1
   * @maximum 1
   */
  version: 1;
  snapshot: SnapshotHeader;
  /** @maxItems 1073741824 */
  leaves: TreeNode[];
}
