-- 0004 assets: transfers between a user's own accounts (spot, options, contract, trust).
-- The money moves in the ledger (entry kind move_between_types, key account_transfer:<user>:<request>);
-- this table is the user-facing record of each transfer, written in the same transaction.

CREATE TABLE account_transfers (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  request_id text NOT NULL CHECK (request_id ~ '^[A-Za-z0-9_-]{8,64}$'),
  currency_id integer NOT NULL REFERENCES currencies (id),
  from_type text NOT NULL CHECK (from_type IN ('spot', 'options', 'contract', 'trust')),
  to_type text NOT NULL CHECK (to_type IN ('spot', 'options', 'contract', 'trust')),
  amount numeric(38, 18) NOT NULL CHECK (amount > 0),
  entry_id bigint NOT NULL REFERENCES ledger_entries (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (from_type <> to_type),
  UNIQUE (user_id, request_id)
);
CREATE INDEX account_transfers_user ON account_transfers (user_id, id DESC);
