-- 0009 withdraw: per-coin withdrawal rules, withdrawal applications (chain address or bank card),
-- and the user's payment methods (bank card, Alipay, WeChat). Money moves only through the ledger:
-- an application freezes its amount, the operator's pass settles it, a rejection unfreezes it.

CREATE TABLE withdraw_rules (
  currency_id integer PRIMARY KEY REFERENCES currencies (id),
  -- fee = amount * fee_rate + fee_fixed, rounded up to the coin's decimals.
  fee_rate numeric(38, 18) NOT NULL CHECK (fee_rate >= 0 AND fee_rate < 1),
  fee_fixed numeric(38, 18) NOT NULL CHECK (fee_fixed >= 0),
  minimum numeric(38, 18) NOT NULL CHECK (minimum > 0),
  bank_enabled boolean NOT NULL DEFAULT false
);

CREATE TABLE payment_methods (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  kind text NOT NULL CHECK (kind IN ('bank', 'alipay', 'wechat')),
  -- bank
  real_name text,
  card_number text,
  bank_name text,
  branch text,
  bank_address text,
  swift_code text,
  cardholder text,
  iban text,
  payee_address text,
  postal_code text,
  -- alipay / wechat
  account text,
  qr_upload_id text REFERENCES uploads (id),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CHECK (kind <> 'bank' OR (real_name IS NOT NULL AND card_number IS NOT NULL AND bank_name IS NOT NULL
    AND branch IS NOT NULL AND bank_address IS NOT NULL AND swift_code IS NOT NULL AND cardholder IS NOT NULL
    AND iban IS NOT NULL AND payee_address IS NOT NULL AND postal_code IS NOT NULL)),
  CHECK (kind = 'bank' OR (account IS NOT NULL AND qr_upload_id IS NOT NULL))
);
-- One method of each kind per user: binding again updates it.
CREATE UNIQUE INDEX payment_methods_user_kind ON payment_methods (user_id, kind);

CREATE TABLE withdrawals (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  currency_id integer NOT NULL REFERENCES currencies (id),
  method text NOT NULL CHECK (method IN ('chain', 'bank')),
  network text,
  address text,
  payment_method_id bigint REFERENCES payment_methods (id),
  -- The destination as shown in records (address, or masked card and bank name).
  destination text NOT NULL,
  amount numeric(38, 18) NOT NULL CHECK (amount > 0),
  fee numeric(38, 18) NOT NULL CHECK (fee >= 0),
  receive numeric(38, 18) NOT NULL CHECK (receive > 0 AND receive + fee = amount),
  remark text,
  status text NOT NULL CHECK (status IN ('under_review', 'passed', 'rejected')),
  reason text,
  -- The UTC day of the application and its number that day: at most 3 per user per day, enforced
  -- by the unique index even when applications race.
  day date NOT NULL,
  day_seq smallint NOT NULL CHECK (day_seq BETWEEN 1 AND 3),
  created_at timestamptz NOT NULL,
  reviewed_at timestamptz,
  CHECK (method <> 'chain' OR (network IS NOT NULL AND address IS NOT NULL)),
  CHECK (method <> 'bank' OR payment_method_id IS NOT NULL),
  CHECK ((status = 'under_review') = (reviewed_at IS NULL))
);
CREATE UNIQUE INDEX withdrawals_daily_limit ON withdrawals (user_id, day, day_seq);
CREATE INDEX withdrawals_user ON withdrawals (user_id, id DESC);
CREATE INDEX withdrawals_pending ON withdrawals (id) WHERE status = 'under_review';
