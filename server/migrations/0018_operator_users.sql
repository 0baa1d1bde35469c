-- 0018 operator users: what the console may do to a user (freeze sign-in, freeze withdrawals), and
-- balance adjustments with four eyes (above a threshold a second operator posts them).

ALTER TABLE users
  ADD COLUMN sign_in_frozen_at timestamptz,
  ADD COLUMN withdraw_frozen_at timestamptz;

-- One row per adjustment an operator asks for: posted at once below the threshold, otherwise
-- pending until a DIFFERENT operator approves (posted) or rejects it. The ledger entry's
-- idempotency key is `operator_adjust:<id>`, so an adjustment is posted at most once.
CREATE TABLE balance_adjustments (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  currency_id integer NOT NULL REFERENCES currencies (id),
  account_type text NOT NULL CHECK (account_type IN ('spot', 'options', 'contract', 'trust')),
  -- signed: negative takes from the user's available balance
  amount numeric(38, 18) NOT NULL CHECK (amount <> 0),
  -- |amount| in USDT when requested (null when the currency has no price)
  value_usdt numeric(38, 18),
  reason text NOT NULL CHECK (length(reason) BETWEEN 1 AND 500),
  status text NOT NULL CHECK (status IN ('pending', 'posted', 'rejected')),
  requested_by bigint NOT NULL REFERENCES operators (id),
  requested_at timestamptz NOT NULL,
  decided_by bigint REFERENCES operators (id),
  decided_at timestamptz,
  decision_reason text CHECK (length(decision_reason) BETWEEN 1 AND 500),
  entry_id bigint REFERENCES ledger_entries (id),
  CHECK ((status = 'posted') = (entry_id IS NOT NULL)),
  CHECK ((status = 'pending') = (decided_at IS NULL)),
  CHECK (status <> 'rejected' OR decision_reason IS NOT NULL),
  -- four eyes: nobody decides their own request
  CHECK (decided_by IS NULL OR decided_by <> requested_by)
);
CREATE INDEX balance_adjustments_pending ON balance_adjustments (id) WHERE status = 'pending';
CREATE INDEX balance_adjustments_decided ON balance_adjustments (decided_at DESC) WHERE status <> 'pending';
CREATE INDEX balance_adjustments_user ON balance_adjustments (user_id);
