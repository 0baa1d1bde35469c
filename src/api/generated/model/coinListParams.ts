import type { Id } from './id';
import type { LimitParameter } from './limitParameter';
import type { OrderStatus } from './orderStatus';
import type { PageParameter } from './pageParameter';

export type CoinListParams = {
  status?: OrderStatus;
  pair_id?: Id;
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
