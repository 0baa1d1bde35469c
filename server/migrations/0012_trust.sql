-- 0012 trust: hosting (trust) and finance products with their hosted orders and daily interest,
-- and copy-trading (traders and follow orders). Balances move only through the ledger; each money
-- row is written in the same transaction as its ledger entry.

CREATE TABLE trust_products (
  id serial PRIMARY KEY,
  -- 'hosting' (lh/deposit, pages/template) or 'finance' (pages/finance): decides the early-redemption rule.
  family text NOT NULL CHECK (family IN ('hosting', 'finance')),
  currency_id integer NOT NULL REFERENCES currencies (id),
  period_days integer NOT NULL CHECK (period_days > 0),
  min_amount numeric(38, 18) NOT NULL CHECK (min_amount > 0),
  daily_rate numeric(38, 18) NOT NULL CHECK (daily_rate > 0),
  -- Liquidated-damages ratio per remaining day (hosting early redemption).
  settlement_ratio numeric(38, 18) NOT NULL CHECK (settlement_ratio >= 0),
  -- 'open' or 'coming_soon'; an open product with opens_at in the future is 'waiting_to_open'.
  state text NOT NULL CHECK (state IN ('open', 'coming_soon')),
  opens_at timestamptz,
  sort integer NOT NULL DEFAULT 0,
  UNIQUE (family, currency_id, period_days)
);

CREATE TABLE trust_orders (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  product_id integer NOT NULL REFERENCES trust_products (id),
  family text NOT NULL CHECK (family IN ('hosting', 'finance')),
  currency_id integer NOT NULL REFERENCES currencies (id),
  amount numeric(38, 18) NOT NULL CHECK (amount > 0),
  -- Terms copied from the product at purchase (a later product change does not touch the order).
  daily_rate numeric(38, 18) NOT NULL,
  settlement_ratio numeric(38, 18) NOT NULL,
  period_days integer NOT NULL,
  status text NOT NULL CHECK (status IN ('hosting', 'completed', 'redeemed')),
  created_at timestamptz NOT NULL,
  -- Interest starts the day after deposit: the next UTC midnight. Day k is paid at start_at + k days.
  start_at timestamptz NOT NULL,
  end_at timestamptz NOT NULL,
  days_paid integer NOT NULL DEFAULT 0 CHECK (days_paid >= 0 AND days_paid <= period_days),
  income numeric(38, 18) NOT NULL DEFAULT 0,
  penalty numeric(38, 18) NOT NULL DEFAULT 0,
  refund numeric(38, 18),
  closed_at timestamptz
);
CREATE INDEX trust_orders_user ON trust_orders (user_id, family, status, id DESC);
CREATE INDEX trust_orders_open ON trust_orders (status, id) WHERE status = 'hosting';

CREATE TABLE trust_interest (
  order_id bigint NOT NULL REFERENCES trust_orders (id),
  day integer NOT NULL CHECK (day > 0),
  amount numeric(38, 18) NOT NULL CHECK (amount >= 0),
  user_id bigint NOT NULL REFERENCES users (id),
  paid_at timestamptz NOT NULL,
  entry_id bigint REFERENCES ledger_entries (id),
  PRIMARY KEY (order_id, day)
);
CREATE INDEX trust_interest_user ON trust_interest (user_id, paid_at);

CREATE TABLE copy_traders (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE,
  -- The coin the trader trades and the side taken; the follower's result is that position's market move.
  currency_id integer NOT NULL REFERENCES currencies (id),
  direction text NOT NULL CHECK (direction IN ('long', 'short')),
  period_days integer NOT NULL CHECK (period_days > 0),
  -- Followers pay in USDT (trust account).
  min_amount numeric(38, 18) NOT NULL CHECK (min_amount > 0),
  -- Share of a positive profit kept as the trader's commission (rounded up).
  commission_rate numeric(38, 18) NOT NULL CHECK (commission_rate >= 0 AND commission_rate < 1),
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE copy_orders (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  trader_id integer NOT NULL REFERENCES copy_traders (id),
  currency_id integer NOT NULL REFERENCES currencies (id),
  amount numeric(38, 18) NOT NULL CHECK (amount > 0),
  status text NOT NULL CHECK (status IN ('in_progress', 'ended')),
  opened_at timestamptz NOT NULL,
  closes_at timestamptz NOT NULL,
  -- Market prices (USDT) of the trader's coin at open and at close.
  open_price numeric(38, 18) NOT NULL,
  close_price numeric(38, 18),
  return_rate numeric(38, 18),
  profit numeric(38, 18),
  commission numeric(38, 18),
  payout numeric(38, 18),
  closed_at timestamptz
);
CREATE INDEX copy_orders_user ON copy_orders (user_id, status, id DESC);
CREATE INDEX copy_orders_open ON copy_orders (status, closes_at) WHERE status = 'in_progress';
