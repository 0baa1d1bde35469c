import type { AdminOtcMerchant } from './adminOtcMerchant';
import type { MerchantAppeal } from './merchantAppeal';

export type AdminOtcMerchantDetail = AdminOtcMerchant & {
  /** Newest first. */
  appeal_history: MerchantAppeal[];
};
