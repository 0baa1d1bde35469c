-- 0007 exchange: flash exchanges (coin swaps at the simulated market price) and gifts between users.
-- Balances move only through the ledger; each row points at the journal entry that moved its money.

CREATE TABLE flash_exchanges (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  currency_id integer NOT NULL REFERENCES currencies (id),
  to_currency_id integer NOT NULL REFERENCES currencies (id) CHECK (to_currency_id <> currency_id),
  amount numeric(38, 18) NOT NULL CHECK (amount > 0),
  -- The market price used: units of to_currency per unit of currency.
  price numeric(38, 18) NOT NULL CHECK (price > 0),
  fee numeric(38, 18) NOT NULL CHECK (fee >= 0),
  receive numeric(38, 18) NOT NULL CHECK (receive > 0),
  entry_id bigint REFERENCES ledger_entries (id),
  created_at timestamptz NOT NULL
);
CREATE INDEX flash_exchanges_user ON flash_exchanges (user_id, id DESC);

CREATE TABLE gifts (
  id bigserial PRIMARY KEY,
  from_user_id bigint NOT NULL REFERENCES users (id),
  to_user_id bigint NOT NULL REFERENCES users (id) CHECK (to_user_id <> from_user_id),
  currency_id integer NOT NULL REFERENCES currencies (id),
  amount numeric(38, 18) NOT NULL CHECK (amount > 0),
  -- The e-mail the sender typed (shown in the sender's list).
  recipient_email text NOT NULL,
  entry_id bigint REFERENCES ledger_entries (id),
  created_at timestamptz NOT NULL
);
CREATE INDEX gifts_from_user ON gifts (from_user_id, id DESC);
CREATE INDEX gifts_to_user ON gifts (to_user_id, id DESC);
