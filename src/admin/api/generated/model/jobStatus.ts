export interface JobStatus {
  name: string;
  description: string;
  /**
   * How often the running server runs it (ISO 8601 duration); null when only on demand.
   * @nullable
   * @pattern ^PT(\d+H)?(\d+M)?(\d+S)?$
   */
  interval: string | null;
  /**
   * When it last ran, failed or not; null when it never ran.
   * @nullable
   */
  last_run_at: string | null;
  /** @nullable */
  last_ok_at: string | null;
  /**
   * The error of its last failed run; it stays after later successes (compare the times).
   * @nullable
   */
  last_error: string | null;
  /** @nullable */
  last_error_at: string | null;
}
