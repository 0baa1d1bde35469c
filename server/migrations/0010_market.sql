-- 0010 market and spot: the spot pairs (reference data; prices come from the market feed, never from
-- a table) and users' spot orders. An order's money moves only in the ledger: a waiting limit order's
-- funds are frozen (entry key spot:<id>:freeze) in the same transaction as its row; a fill is one entry
-- (spot:<id>:fill) and a cancel one entry (spot:<id>:unfreeze). Each fill records the feed tick it used.

CREATE TABLE spot_pairs (
  id integer PRIMARY KEY,
  symbol text NOT NULL UNIQUE CHECK (symbol ~ '^[A-Z0-9]{2,10}/[A-Z0-9]{2,10}$'),
  base_currency_id integer NOT NULL REFERENCES currencies (id),
  quote_currency_id integer NOT NULL REFERENCES currencies (id) CHECK (quote_currency_id <> base_currency_id),
  price_decimals integer NOT NULL CHECK (price_decimals BETWEEN 0 AND 18),
  quantity_decimals integer NOT NULL CHECK (quantity_decimals BETWEEN 0 AND 18),
  sort integer NOT NULL DEFAULT 0,
  enabled boolean NOT NULL DEFAULT true,
  UNIQUE (base_currency_id, quote_currency_id)
);

CREATE TABLE spot_orders (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  pair_id integer NOT NULL REFERENCES spot_pairs (id),
  side text NOT NULL CHECK (side IN ('buy', 'sell')),
  type text NOT NULL CHECK (type IN ('market', 'limit')),
  -- The limit price (entrust price); null for a market order.
  price numeric(38, 18) CHECK (price > 0),
  quantity numeric(38, 18) NOT NULL CHECK (quantity > 0),
  status text NOT NULL CHECK (status IN ('waiting', 'completed', 'cancelled')),
  -- What a waiting order holds frozen (quote coin for a buy, base coin for a sell).
  frozen_currency_id integer NOT NULL REFERENCES currencies (id),
  frozen_amount numeric(38, 18) NOT NULL DEFAULT 0 CHECK (frozen_amount >= 0),
  -- Fill: the price paid, the quote amount, the fee and its coin (base for a buy, quote for a sell).
  fill_price numeric(38, 18) CHECK (fill_price > 0),
  amount numeric(38, 18) CHECK (amount >= 0),
  fee numeric(38, 18) CHECK (fee >= 0),
  fee_currency_id integer REFERENCES currencies (id),
  -- The feed tick the fill used: its minute and the market price then.
  tick_at timestamptz,
  tick_price numeric(38, 18),
  -- Last minute checked by the limit-order job (epoch ms of the minute's start).
  checked_until timestamptz,
  entry_id bigint REFERENCES ledger_entries (id),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  finished_at timestamptz,
  CHECK ((type = 'limit') = (price IS NOT NULL))
);
CREATE INDEX spot_orders_user ON spot_orders (user_id, status, id DESC);
CREATE INDEX spot_orders_waiting ON spot_orders (id) WHERE status = 'waiting';
