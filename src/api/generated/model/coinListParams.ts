import type { LimitParameter } from './limitParameter';
import type { OrderStatus } from './orderStatus';
import type { PageParameter } from './pageParameter';

export type CoinListParams = {
  status?: OrderStatus;
  /**
   * @minimum 1
   */
  pair_id?: number;
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
