import type { LimitParameter } from './limitParameter';
import type { PageParameter } from './pageParameter';

export type AdminLiabilitySnapshotsParams = {
  /**
   * A page number, from 1.
   * @minimum 1
   * @maximum 100000
   */
  page?: PageParameter;
  /**
   * Items per page.
   * @minimum 1
   * @maximum 100
   */
  limit?: LimitParameter;
};
