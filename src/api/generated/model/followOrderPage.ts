import type { FollowOrder } from './followOrder';
import type { Pagination } from './pagination';

export type FollowOrderPage = Pagination & {
  items: FollowOrder[];
};
