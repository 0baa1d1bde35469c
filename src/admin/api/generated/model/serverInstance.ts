import type { Count } from './count';
import type { ErrorRate } from './errorRate';
import type { P99Ms } from './p99Ms';
import type { RequestsPerSecond } from './requestsPerSecond';
import type { Timestamp } from './timestamp';

export interface ServerInstance {
  /**
   * Random per process; a restart is a new instance.
   * @maxLength 36
   */
  id: string;
  /** True for the instance that answered. */
  current: boolean;
  /** @maxLength 64 */
  version: string;
  /**
   * The host name it runs on.
   * @maxLength 255
   */
  host: string;
  /**
   * @minimum 1
   * @maximum 2147483647
   */
  pid: number;
  started_at: Timestamp;
  /** Up time at its last heartbeat. */
  uptime_seconds: Count;
  last_seen_at: Timestamp;
  /** Unseen for over 60 s. */
  stale: boolean;
  /**
   * Resident memory at its last heartbeat.
   * @minimum 0
   * @maximum 9007199254740991
   */
  memory_bytes: number;
  /** Open socket connections. */
  sockets: Count;
  requests_per_second: RequestsPerSecond;
  error_rate: ErrorRate;
  p99_ms: P99Ms | null;
}
