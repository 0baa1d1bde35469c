import type { Pagination } from './pagination';
import type { UserRow } from './userRow';

export type UsersPageOkData = Pagination & {
  items: UserRow[];
};
