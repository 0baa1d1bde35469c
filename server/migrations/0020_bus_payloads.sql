-- 0020 bus payloads: an event too large for a PostgreSQL notification (8,000 bytes) is stored here
-- and only its id is sent on the bus channel; every instance reads it on delivery. Rows older than
-- a few minutes are pruned by the next large event (events/cluster-bus.ts).

CREATE TABLE bus_payloads (
  id bigserial PRIMARY KEY,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX bus_payloads_created_at ON bus_payloads (created_at);
