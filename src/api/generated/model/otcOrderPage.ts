import type { OtcOrder } from './otcOrder';
import type { Pagination } from './pagination';

export type OtcOrderPage = Pagination & {
  items: OtcOrder[];
};
