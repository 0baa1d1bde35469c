-- 0019 job runs: when each background job last ran, last succeeded and last failed (with the
-- error), written by the scheduler after every run, the server's timers and the CLI's `jobs run`
-- alike, so the console's dashboard sees every process's runs. One row per job name, overwritten.

CREATE TABLE job_runs (
  name text PRIMARY KEY,
  -- the clock instant the last run was for (the CLI's `jobs run --at` runs as of that time)
  last_run_at timestamptz NOT NULL,
  last_ok_at timestamptz,
  -- the last failure stays after later successes: last_ok_at > last_error_at says it recovered
  last_error text CHECK (last_error IS NULL OR char_length(last_error) <= 1000),
  last_error_at timestamptz,
  CHECK ((last_error IS NULL) = (last_error_at IS NULL))
);
