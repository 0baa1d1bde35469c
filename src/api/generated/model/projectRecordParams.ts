import type { LimitParameter } from './limitParameter';
import type { PageParameter } from './pageParameter';
import type { SubscriptionStatus } from './subscriptionStatus';

export type ProjectRecordParams = {
  /**
   * Only the records in this state; every record when absent.
   */
  status?: SubscriptionStatus;
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
