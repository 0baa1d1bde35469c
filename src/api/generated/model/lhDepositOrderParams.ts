import type { Family } from './family';
import type { LimitParameter } from './limitParameter';
import type { OrderTab } from './orderTab';
import type { PageParameter } from './pageParameter';

export type LhDepositOrderParams = {
  /**
   * Default hosting.
   */
  family?: Family;
  /**
   * Default hosting.
   */
  tab?: OrderTab;
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
