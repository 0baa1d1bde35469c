import type { Hash } from './hash';
import type { Sums } from './sums';

export interface TreeNode {
  hash: Hash;
  sums: Sums;
}
