import type { LimitParameter } from './limitParameter';
import type { OtcOrderTab } from './otcOrderTab';
import type { PageParameter } from './pageParameter';

export type OtcMyTradeOrderListParams = {
  tab: OtcOrderTab;
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
