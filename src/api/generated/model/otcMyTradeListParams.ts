import type { LimitParameter } from './limitParameter';
import type { OtcMyTradeListStatus } from './otcMyTradeListStatus';
import type { PageParameter } from './pageParameter';

export type OtcMyTradeListParams = {
  status?: OtcMyTradeListStatus;
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
