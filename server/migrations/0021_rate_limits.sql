-- 0021 rate limits: the request limiter's counters on PostgreSQL, so that N server instances share
-- one budget per client instead of N (http/rate-limit-store.ts). One row per client key and window,
-- pruned by the limits.prune job. UNLOGGED: a counter lost in a crash only forgives a window.

CREATE UNLOGGED TABLE rate_limits (
  key text PRIMARY KEY,
  hits integer NOT NULL CHECK (hits > 0),
  window_ends timestamptz NOT NULL
);
CREATE INDEX rate_limits_window_ends ON rate_limits (window_ends);
