import type { Pagination } from './pagination';
import type { Withdrawal } from './withdrawal';

export type WithdrawalPage = Pagination & {
  items: Withdrawal[];
};
