import type { Count } from './count';
import type { Limit } from './limit';
import type { Page } from './page';
import type { Snapshot } from './snapshot';

export interface SnapshotPage {
  items: Snapshot[];
  total: Count;
  page: Page;
  limit: Limit;
}
