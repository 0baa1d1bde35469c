import type { LimitParameter } from './limitParameter';
import type { PageParameter } from './pageParameter';

export type ChargeMentionLog2Params = {
  /**
   * @minimum 1
   */
  page?: PageParameter;
  /**
   * @minimum 1
   * @maximum 100
   */
  limit?: LimitParameter;
  /**
   * @minimum 1
   */
  currency_id?: number;
};
