import type { Id } from './id';

export type LiabilitiesLeavesParams = {
  /**
   * The snapshot's id.
   */
  id: Id;
};
