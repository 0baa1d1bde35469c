-- 0013 publication and mining: new-coin subscription projects and subscriptions (reviewed by the
-- operator, coins locked until the lock-up ends), miner models, bought miners and seats with their daily
-- yields, conversions of mined coins, and pledge (staking) products, pledges and their awards.
-- Balances move only through the ledger; rows point at the journal entries that moved their money.

CREATE TABLE projects (
  id integer PRIMARY KEY,
  currency_id integer NOT NULL UNIQUE REFERENCES currencies (id),
  -- USDT per coin.
  issue_price numeric(38, 18) NOT NULL CHECK (issue_price > 0),
  -- Coins offered to subscribers; reserved counts subscriptions under review and passed.
  supply numeric(38, 18) NOT NULL CHECK (supply > 0),
  reserved numeric(38, 18) NOT NULL DEFAULT 0 CHECK (reserved >= 0 AND reserved <= supply),
  -- Limits of one subscription, in USDT value.
  min_usdt numeric(38, 18) NOT NULL CHECK (min_usdt > 0),
  max_usdt numeric(38, 18) NOT NULL CHECK (max_usdt >= min_usdt),
  lock_days integer NOT NULL CHECK (lock_days >= 0),
  -- Currency ids accepted as payment, e.g. [3, 1].
  accepted jsonb NOT NULL,
  -- Localized introduction: { "en": "...", "zh": "..." }.
  intro jsonb NOT NULL,
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL CHECK (ends_at > starts_at),
  launch_at timestamptz NOT NULL,
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE subscriptions (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  project_id integer NOT NULL REFERENCES projects (id),
  pay_currency_id integer NOT NULL REFERENCES currencies (id),
  amount numeric(38, 18) NOT NULL CHECK (amount > 0),
  -- USDT per unit of the payment currency at the moment of subscribing.
  rate numeric(38, 18) NOT NULL CHECK (rate > 0),
  quantity numeric(38, 18) NOT NULL CHECK (quantity > 0),
  status text NOT NULL CHECK (status IN ('under_review', 'passed', 'rejected')),
  reason text,
  created_at timestamptz NOT NULL,
  reviewed_at timestamptz,
  unlock_at timestamptz,
  delivered_at timestamptz
);
CREATE INDEX subscriptions_user ON subscriptions (user_id, id DESC);
CREATE INDEX subscriptions_locked ON subscriptions (unlock_at) WHERE status = 'passed' AND delivered_at IS NULL;

CREATE TABLE miner_models (
  id integer PRIMARY KEY,
  name text NOT NULL,
  -- e.g. 200 TH/s
  hashrate numeric(38, 18) NOT NULL CHECK (hashrate > 0),
  hashrate_unit text NOT NULL,
  -- The coin it mines.
  coin_id integer NOT NULL REFERENCES currencies (id),
  -- Prices in USDT; a seat is one of `seats` equal shares of a machine.
  price numeric(38, 18) NOT NULL CHECK (price > 0),
  seat_price numeric(38, 18) NOT NULL CHECK (seat_price > 0),
  seats integer NOT NULL CHECK (seats > 0),
  -- Coins one whole machine mines per day.
  daily_yield numeric(38, 18) NOT NULL CHECK (daily_yield > 0),
  prepare_days integer NOT NULL CHECK (prepare_days >= 0),
  run_days integer NOT NULL CHECK (run_days > 0),
  offer_ends_at timestamptz NOT NULL,
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE user_miners (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  model_id integer NOT NULL REFERENCES miner_models (id),
  kind text NOT NULL CHECK (kind IN ('machine', 'seat')),
  quantity integer NOT NULL CHECK (quantity > 0),
  -- Whole machines this purchase stands for (quantity, or quantity / seats).
  share numeric(38, 18) NOT NULL CHECK (share > 0),
  paid numeric(38, 18) NOT NULL CHECK (paid > 0),
  daily_yield numeric(38, 18) NOT NULL CHECK (daily_yield >= 0),
  created_at timestamptz NOT NULL,
  earning_from timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  paid_days integer NOT NULL DEFAULT 0 CHECK (paid_days >= 0),
  accumulated numeric(38, 18) NOT NULL DEFAULT 0 CHECK (accumulated >= 0)
);
CREATE INDEX user_miners_user ON user_miners (user_id, id DESC);

CREATE TABLE miner_yields (
  id bigserial PRIMARY KEY,
  user_miner_id bigint NOT NULL REFERENCES user_miners (id),
  user_id bigint NOT NULL REFERENCES users (id),
  day integer NOT NULL CHECK (day > 0),
  amount numeric(38, 18) NOT NULL CHECK (amount >= 0),
  created_at timestamptz NOT NULL,
  UNIQUE (user_miner_id, day)
);

CREATE TABLE miner_converts (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  currency_id integer NOT NULL REFERENCES currencies (id),
  amount numeric(38, 18) NOT NULL CHECK (amount > 0),
  -- USDT per unit at the moment of converting (the simulator's price).
  price numeric(38, 18) NOT NULL CHECK (price > 0),
  receive numeric(38, 18) NOT NULL CHECK (receive > 0),
  created_at timestamptz NOT NULL
);
CREATE INDEX miner_converts_user ON miner_converts (user_id, id DESC);

CREATE TABLE pledge_products (
  id integer PRIMARY KEY,
  currency_id integer NOT NULL REFERENCES currencies (id),
  days integer NOT NULL CHECK (days > 0),
  -- Award per day as a fraction of the pledged quantity (0.001 = 0.1 %).
  daily_rate numeric(38, 18) NOT NULL CHECK (daily_rate > 0),
  min_amount numeric(38, 18) NOT NULL CHECK (min_amount > 0),
  max_amount numeric(38, 18) NOT NULL CHECK (max_amount >= min_amount),
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE pledges (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  product_id integer NOT NULL REFERENCES pledge_products (id),
  currency_id integer NOT NULL REFERENCES currencies (id),
  amount numeric(38, 18) NOT NULL CHECK (amount > 0),
  daily_rate numeric(38, 18) NOT NULL,
  days integer NOT NULL,
  status text NOT NULL CHECK (status IN ('active', 'released')),
  started_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  paid_days integer NOT NULL DEFAULT 0 CHECK (paid_days >= 0),
  awarded numeric(38, 18) NOT NULL DEFAULT 0 CHECK (awarded >= 0),
  released_at timestamptz
);
CREATE INDEX pledges_user ON pledges (user_id, id DESC);

CREATE TABLE pledge_awards (
  id bigserial PRIMARY KEY,
  pledge_id bigint NOT NULL REFERENCES pledges (id),
  user_id bigint NOT NULL REFERENCES users (id),
  currency_id integer NOT NULL REFERENCES currencies (id),
  day integer NOT NULL CHECK (day > 0),
  amount numeric(38, 18) NOT NULL CHECK (amount >= 0),
  created_at timestamptz NOT NULL,
  UNIQUE (pledge_id, day)
);
CREATE INDEX pledge_awards_user ON pledge_awards (user_id, id DESC);
