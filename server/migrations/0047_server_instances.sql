-- 0047 server instances: each running server process (modules/instances/heartbeat.ts) writes its
-- own row every 10 s with its latest figures, so any instance can answer the console for all of
-- them (adminSystem, the dashboard's live totals). Unseen for 60 s: stale; for a day: deleted by
-- the next heartbeat of any instance. A clean shutdown deletes its own row.

CREATE TABLE server_instances (
  -- random per process (a restart is a new instance)
  id uuid PRIMARY KEY,
  version text NOT NULL CHECK (char_length(version) <= 64),
  host text NOT NULL CHECK (char_length(host) <= 255),
  pid integer NOT NULL CHECK (pid > 0),
  started_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  -- the last minute of HTTP answers: how many, of them 5xx, per second, and the p99 latency
  requests integer NOT NULL CHECK (requests >= 0),
  errors integer NOT NULL CHECK (errors >= 0 AND errors <= requests),
  rps double precision NOT NULL CHECK (rps >= 0),
  p99_ms double precision CHECK (p99_ms >= 0),
  sockets integer NOT NULL CHECK (sockets >= 0),
  memory_bytes bigint NOT NULL CHECK (memory_bytes >= 0),
  uptime_seconds integer NOT NULL CHECK (uptime_seconds >= 0)
);
CREATE INDEX server_instances_last_seen ON server_instances (last_seen_at);
