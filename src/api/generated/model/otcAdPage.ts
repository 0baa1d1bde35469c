import type { OtcAd } from './otcAd';
import type { Pagination } from './pagination';

export type OtcAdPage = Pagination & {
  items: OtcAd[];
};
