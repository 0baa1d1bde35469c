import type { Pagination } from './pagination';
import type { UserMiner } from './userMiner';

export type UserMinerPage = Pagination & {
  items: UserMiner[];
};
