import type { Order } from './order';
import type { Pagination } from './pagination';

export type OrderPage = Pagination & {
  items: Order[];
};
