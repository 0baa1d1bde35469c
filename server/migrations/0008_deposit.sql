-- 0008 deposit: per-coin deposit terms, the platform's receiving bank / WeChat / Alipay accounts,
-- and deposit applications decided by the operator. Passing one credits the user's spot wallet
-- through the ledger (entry_id points at that journal entry); rejecting credits nothing.

CREATE TABLE deposit_terms (
  currency_id integer PRIMARY KEY REFERENCES currencies (id),
  min_amount numeric(38, 18) NOT NULL CHECK (min_amount > 0),
  fee_rate numeric(38, 18) NOT NULL DEFAULT 0 CHECK (fee_rate >= 0 AND fee_rate < 1)
);

CREATE TABLE deposit_channels (
  method text PRIMARY KEY CHECK (method IN ('bank', 'wechat', 'alipay')),
  currency_id integer NOT NULL REFERENCES currencies (id),
  min_amount numeric(38, 18) NOT NULL CHECK (min_amount > 0),
  fee_rate numeric(38, 18) NOT NULL DEFAULT 0 CHECK (fee_rate >= 0 AND fee_rate < 1),
  holder text NOT NULL,
  account text NOT NULL,
  bank_name text,
  branch text,
  swift text,
  enabled boolean NOT NULL DEFAULT true,
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE deposits (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  method text NOT NULL CHECK (method IN ('chain', 'bank', 'wechat', 'alipay')),
  currency_id integer NOT NULL REFERENCES currencies (id),
  network text,
  address text,
  amount numeric(38, 18) NOT NULL CHECK (amount > 0),
  fee numeric(38, 18) NOT NULL CHECK (fee >= 0),
  actual numeric(38, 18) NOT NULL CHECK (actual > 0 AND actual + fee = amount),
  proof_upload_id text NOT NULL REFERENCES uploads (id),
  status text NOT NULL CHECK (status IN ('under_review', 'passed', 'rejected')),
  reason text,
  entry_id bigint REFERENCES ledger_entries (id),
  created_at timestamptz NOT NULL,
  reviewed_at timestamptz,
  CHECK (method <> 'chain' OR (network IS NOT NULL AND address IS NOT NULL)),
  CHECK ((status = 'under_review') = (reviewed_at IS NULL)),
  CHECK ((status = 'passed') = (entry_id IS NOT NULL)),
  CHECK (status <> 'rejected' OR reason IS NOT NULL)
);
CREATE INDEX deposits_user ON deposits (user_id, id DESC);
CREATE INDEX deposits_pending ON deposits (id) WHERE status = 'under_review';
