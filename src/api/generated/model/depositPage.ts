import type { Deposit } from './deposit';
import type { Pagination } from './pagination';

export type DepositPage = Pagination & {
  items: Deposit[];
};
