import type { Gift } from './gift';
import type { Pagination } from './pagination';

export type GiftPage = Pagination & {
  items: Gift[];
};
