import type { Count } from './count';
import type { ErrorRate } from './errorRate';
import type { JobLagMax } from './jobLagMax';
import type { P99Ms } from './p99Ms';
import type { RequestsPerSecond } from './requestsPerSecond';
import type { Timestamp } from './timestamp';

/**
 * The cluster's totals over its fresh instances (seen within 60 s), as of their last heartbeats:
 * requests per second summed, the error rate weighted by requests, the worst p99, sockets summed,
 * and the job furthest behind (`adminSystem` lists each instance and each job).
 */
export interface LiveFigures {
  as_of: Timestamp;
  /** Fresh instances. */
  instances: Count;
  /** Instances unseen for over 60 s. */
  stale_instances: Count;
  requests_per_second: RequestsPerSecond;
  error_rate: ErrorRate;
  p99_ms: P99Ms | null;
  /** Open socket connections. */
  sockets: Count;
  job_lag: JobLagMax;
}
