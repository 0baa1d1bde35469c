import type { JobLag } from './jobLag';
import type { ServerInstance } from './serverInstance';
import type { Timestamp } from './timestamp';

export interface System {
  as_of: Timestamp;
  /**
   * Every instance seen within a day, the earliest started first.
   * @maxItems 1000
   */
  instances: ServerInstance[];
  /** @maxItems 1000 */
  jobs: JobLag[];
}
