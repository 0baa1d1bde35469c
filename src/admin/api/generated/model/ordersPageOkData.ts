import type { Pagination } from './pagination';
import type { UserOrder } from './userOrder';

export type OrdersPageOkData = Pagination & {
  items: UserOrder[];
};
