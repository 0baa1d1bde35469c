import type { Count } from './count';
import type { JobName } from './jobName';
import type { PositiveInt } from './positiveInt';

export interface JobLag {
  name: JobName;
  /** How often it is due, in seconds; null when only on demand. */
  period_seconds: PositiveInt | null;
  /**
   * When it last ran (by any process), failed or not; null when it never ran.
   * @nullable
   */
  last_run_at: string | null;
  /** How far behind its schedule it is now (0 on time); null when unknown. */
  lag_seconds: Count | null;
  /**
   * The error of its last failed run; it stays after later successes (compare the times).
   * @maxLength 1000
   * @nullable
   */
  last_error: string | null;
  /** @nullable */
  last_error_at: string | null;
}
