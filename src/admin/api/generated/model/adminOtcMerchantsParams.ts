import type { LimitParameter } from './limitParameter';
import type { MerchantFilter } from './merchantFilter';
import type { PageParameter } from './pageParameter';

export type AdminOtcMerchantsParams = {
  status?: MerchantFilter;
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
