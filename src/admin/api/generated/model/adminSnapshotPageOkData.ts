import type { AdminSnapshot } from './adminSnapshot';
import type { Count } from './count';
import type { Limit } from './limit';
import type { Page } from './page';

export type AdminSnapshotPageOkData = {
  items: AdminSnapshot[];
  total: Count;
  page: Page;
  limit: Limit;
};
