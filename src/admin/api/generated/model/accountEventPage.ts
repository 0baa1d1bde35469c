import type { AccountEvent } from './accountEvent';
import type { Pagination } from './pagination';

export type AccountEventPage = Pagination & {
  items: AccountEvent[];
};
