import type { AccountTransfer } from './accountTransfer';
import type { Pagination } from './pagination';

export type AccountTransferPage = Pagination & {
  items: AccountTransfer[];
};
