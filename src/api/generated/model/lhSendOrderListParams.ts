import type { FollowStatus } from './followStatus';
import type { LimitParameter } from './limitParameter';
import type { PageParameter } from './pageParameter';

export type LhSendOrderListParams = {
  /**
   * Default in_progress.
   */
  status?: FollowStatus;
  /**
   * @minimum 1
   */
  page?: PageParameter;
  /**
   * @minimum 1
   * @maximum 100
   */
  limit?: LimitParameter;
};
