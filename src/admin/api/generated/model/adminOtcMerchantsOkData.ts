import type { AdminOtcMerchant } from './adminOtcMerchant';
import type { Pagination } from './pagination';

export type AdminOtcMerchantsOkData = Pagination & {
  items: AdminOtcMerchant[];
};
