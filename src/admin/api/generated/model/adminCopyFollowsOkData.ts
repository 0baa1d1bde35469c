import type { AdminCopyFollow } from './adminCopyFollow';
import type { Count } from './count';
import type { Limit } from './limit';
import type { Page } from './page';

export type AdminCopyFollowsOkData = {
  items: AdminCopyFollow[];
  total: Count;
  page: Page;
  limit: Limit;
  open_follows: Count;
  ended_follows: Count;
};
