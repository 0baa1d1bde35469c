import type { AdminCopyFollow } from './adminCopyFollow';

export type AdminCopyFollowsOkData = {
  items: AdminCopyFollow[];
  total: number;
  page: number;
  limit: number;
  open_follows: number;
  ended_follows: number;
};
