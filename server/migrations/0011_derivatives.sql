-- 0011 derivatives: binary options (durations, payable currencies, orders) and leverage contracts
-- (markets, multiples, positions). Balances move only through the ledger; each row points at the
-- journal entries that moved its money, and each settlement records the feed tick (time and price) it used.

CREATE TABLE option_durations (
  seconds integer PRIMARY KEY CHECK (seconds > 0),
  payout_ratio numeric(38, 18) NOT NULL CHECK (payout_ratio > 0),
  min_amount numeric(38, 18) NOT NULL CHECK (min_amount > 0),
  enabled boolean NOT NULL DEFAULT true
);

CREATE TABLE option_payable_currencies (
  currency_id integer PRIMARY KEY REFERENCES currencies (id),
  min_amount numeric(38, 18) NOT NULL CHECK (min_amount > 0),
  enabled boolean NOT NULL DEFAULT true
);

CREATE TABLE option_orders (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  currency_id integer NOT NULL REFERENCES currencies (id),
  pair_id integer NOT NULL REFERENCES currencies (id),
  direction text NOT NULL CHECK (direction IN ('up', 'down', 'flat')),
  seconds integer NOT NULL CHECK (seconds > 0),
  payout_ratio numeric(38, 18) NOT NULL,
  quantity numeric(38, 18) NOT NULL CHECK (quantity > 0),
  open_price numeric(38, 18) NOT NULL CHECK (open_price > 0),
  status text NOT NULL CHECK (status IN ('waiting', 'settled')),
  result text CHECK (result IN ('won', 'lost')),
  delivery_price numeric(38, 18),
  tick_at timestamptz,
  payout numeric(38, 18),
  entry_id bigint REFERENCES ledger_entries (id),
  settle_entry_id bigint REFERENCES ledger_entries (id),
  created_at timestamptz NOT NULL,
  deliver_at timestamptz NOT NULL,
  settled_at timestamptz
);
CREATE INDEX option_orders_user ON option_orders (user_id, id DESC);
CREATE INDEX option_orders_due ON option_orders (deliver_at) WHERE status = 'waiting';

CREATE TABLE lever_markets (
  currency_id integer PRIMARY KEY REFERENCES currencies (id),
  lot_size numeric(38, 18) NOT NULL CHECK (lot_size > 0),
  fee_rate numeric(38, 18) NOT NULL CHECK (fee_rate >= 0),
  maintenance_rate numeric(38, 18) NOT NULL CHECK (maintenance_rate >= 0 AND maintenance_rate < 1),
  enabled boolean NOT NULL DEFAULT true
);

CREATE TABLE lever_multiples (
  multiple integer PRIMARY KEY CHECK (multiple >= 1),
  enabled boolean NOT NULL DEFAULT true
);

CREATE TABLE lever_positions (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  currency_id integer NOT NULL REFERENCES currencies (id),
  side text NOT NULL CHECK (side IN ('long', 'short')),
  lots integer NOT NULL CHECK (lots >= 1),
  lot_size numeric(38, 18) NOT NULL,
  multiple integer NOT NULL CHECK (multiple >= 1),
  open_price numeric(38, 18) NOT NULL CHECK (open_price > 0),
  margin numeric(38, 18) NOT NULL CHECK (margin > 0),
  fee numeric(38, 18) NOT NULL CHECK (fee >= 0),
  stop_profit numeric(38, 18) NOT NULL CHECK (stop_profit > 0),
  stop_loss numeric(38, 18) NOT NULL CHECK (stop_loss > 0),
  liquidation_price numeric(38, 18) NOT NULL,
  status text NOT NULL CHECK (status IN ('holding', 'closed', 'cancelled')),
  close_reason text CHECK (close_reason IN ('manual', 'stop_profit', 'stop_loss', 'liquidation')),
  close_price numeric(38, 18),
  tick_at timestamptz,
  profit numeric(38, 18),
  -- The last instant the stop/liquidation job examined (it resumes from here).
  checked_at timestamptz NOT NULL,
  entry_id bigint REFERENCES ledger_entries (id),
  close_entry_id bigint REFERENCES ledger_entries (id),
  created_at timestamptz NOT NULL,
  closed_at timestamptz
);
CREATE INDEX lever_positions_user ON lever_positions (user_id, status, id DESC);
CREATE INDEX lever_positions_holding ON lever_positions (id) WHERE status = 'holding';
