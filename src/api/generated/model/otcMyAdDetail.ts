import type { OtcAd } from './otcAd';
import type { OtcOrder } from './otcOrder';

export interface OtcMyAdDetail {
  ad: OtcAd;
  /** The orders on the ad, newest first (at most 50). */
  orders: OtcOrder[];
}
