import type { OtcMarginRecord } from './otcMarginRecord';
import type { Pagination } from './pagination';

export type OtcMarginRecordPage = Pagination & {
  items: OtcMarginRecord[];
};
