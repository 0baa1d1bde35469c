-- 0048 proof of liabilities (modules/liabilities, docs/proof-of-liabilities.md): each snapshot
-- attempt, and for a published one its Merkle sum tree level by level and every user's leaf.
-- A refused attempt (the users' balances did not match the ledger) keeps its problems and no tree.

CREATE TABLE liability_snapshots (
  id serial PRIMARY KEY,
  taken_at timestamptz NOT NULL,
  status text NOT NULL CHECK (status IN ('published', 'refused')),
  trigger text NOT NULL CHECK (trigger IN ('job', 'operator')),
  root_hash text CHECK (root_hash ~ '^[0-9a-f]{64}$'),
  -- a power of two (accounts, then padding) when published; 0 when refused
  leaf_count integer NOT NULL CHECK (leaf_count >= 0 AND leaf_count <= 1073741824),
  account_count integer NOT NULL CHECK (account_count >= 0),
  -- per listed coin: currency_id, symbol, decimals, total_units, total, ledger_total
  coins jsonb NOT NULL CHECK (jsonb_typeof(coins) = 'array'),
  -- one line per reason a refused attempt was refused
  problems jsonb NOT NULL CHECK (jsonb_typeof(problems) = 'array'),
  duration_ms integer NOT NULL CHECK (duration_ms >= 0),
  CONSTRAINT liability_snapshots_published CHECK (
    (status = 'published' AND root_hash IS NOT NULL AND jsonb_array_length(problems) = 0
      AND leaf_count >= 1 AND leaf_count >= account_count AND (leaf_count & (leaf_count - 1)) = 0)
    OR (status = 'refused' AND root_hash IS NULL AND jsonb_array_length(problems) > 0
      AND leaf_count = 0))
);
CREATE INDEX liability_snapshots_published ON liability_snapshots (id DESC) WHERE status = 'published';
CREATE INDEX liability_snapshots_taken_at ON liability_snapshots (taken_at DESC);

-- One row per tree level (0 = the leaves, the last = the root alone). `nodes` holds the level's
-- nodes back to back, each 32 + 16 x coins bytes: its hash, then its sums as unsigned 128-bit
-- big-endian integers. Stored uncompressed out of line, so substring() of one node reads only the
-- pages that hold it: a proof is one query of one node per level.
CREATE TABLE liability_levels (
  snapshot_id integer NOT NULL
    REFERENCES liability_snapshots (id) DEFERRABLE INITIALLY DEFERRED,
  level smallint NOT NULL CHECK (level >= 0 AND level <= 30),
  nodes bytea NOT NULL CHECK (octet_length(nodes) >= 32),
  PRIMARY KEY (snapshot_id, level)
);
ALTER TABLE liability_levels ALTER COLUMN nodes SET STORAGE EXTERNAL;

-- Which leaf is whose, and the salt of its commitment (given only to its owner, in their proof).
CREATE TABLE liability_leaves (
  snapshot_id integer NOT NULL
    REFERENCES liability_snapshots (id) DEFERRABLE INITIALLY DEFERRED,
  user_id bigint NOT NULL REFERENCES users (id),
  position integer NOT NULL CHECK (position >= 0),
  salt bytea NOT NULL CHECK (octet_length(salt) = 32),
  PRIMARY KEY (snapshot_id, user_id),
  CONSTRAINT liability_leaves_position UNIQUE (snapshot_id, position)
);

-- A snapshot is a published commitment: once written, never rewritten.
CREATE FUNCTION liability_forbid_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'proof-of-liabilities snapshots are never rewritten: UPDATE on % refused', TG_TABLE_NAME;
END $$;
CREATE TRIGGER liability_snapshots_no_update BEFORE UPDATE ON liability_snapshots
  FOR EACH ROW EXECUTE FUNCTION liability_forbid_update();
CREATE TRIGGER liability_levels_no_update BEFORE UPDATE ON liability_levels
  FOR EACH ROW EXECUTE FUNCTION liability_forbid_update();
CREATE TRIGGER liability_leaves_no_update BEFORE UPDATE ON liability_leaves
  FOR EACH ROW EXECUTE FUNCTION liability_forbid_update();
