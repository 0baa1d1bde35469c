import type { Count } from './count';
import type { JobName } from './jobName';

/**
 * The job furthest behind its schedule.
 */
export interface JobLagMax {
  /** Its lag in seconds; 0 when every job is on time. */
  seconds: Count;
  /** The job's name; null when every job is on time. */
  job: JobName | null;
}
