import type { AdminCopyTraderFollowsStatus } from './adminCopyTraderFollowsStatus';
import type { LimitParameter } from './limitParameter';
import type { PageParameter } from './pageParameter';

export type AdminCopyTraderFollowsParams = {
  /**
   * Only orders in progress or only ended ones (default both).
   */
  status?: AdminCopyTraderFollowsStatus;
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
