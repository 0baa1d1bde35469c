import type { LimitParameter } from './limitParameter';
import type { PageParameter } from './pageParameter';
import type { SubscriptionStatus } from './subscriptionStatus';

export type ProjectRecordParams = {
  /**
   * Only the records in this state; every record when absent.
   */
  status?: SubscriptionStatus;
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
