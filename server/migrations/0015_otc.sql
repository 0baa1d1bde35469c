-- 0015 otc: peer-to-peer trading. The margin a merchant pays (frozen in their spot account), the
-- margin's payment and refund records, ads to buy or sell a coin for the legal currency, and orders
-- on them with their appeal. Money moves only through the ledger: a sell ad's remaining quantity is
-- frozen in the advertiser's spot account, an open order's coins sit in the `otc_escrow` house.

-- One row while a margin is paid: the primary key refuses a second payment even when two race.
CREATE TABLE otc_margins (
  user_id bigint PRIMARY KEY REFERENCES users (id),
  currency_id integer NOT NULL REFERENCES currencies (id),
  amount numeric(38, 18) NOT NULL CHECK (amount > 0),
  paid_at timestamptz NOT NULL
);

CREATE TABLE otc_margin_records (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  kind text NOT NULL CHECK (kind IN ('pay', 'refund')),
  currency_id integer NOT NULL REFERENCES currencies (id),
  amount numeric(38, 18) NOT NULL CHECK (amount > 0),
  created_at timestamptz NOT NULL
);
CREATE INDEX otc_margin_records_user ON otc_margin_records (user_id, id DESC);

-- total_quantity = remaining_quantity + (quantity of open orders) + traded_quantity.
CREATE TABLE otc_ads (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  side text NOT NULL CHECK (side IN ('buy', 'sell')),
  currency_id integer NOT NULL REFERENCES currencies (id),
  legal text NOT NULL,
  price numeric(38, 18) NOT NULL CHECK (price > 0),
  total_quantity numeric(38, 18) NOT NULL CHECK (total_quantity > 0),
  remaining_quantity numeric(38, 18) NOT NULL CHECK (remaining_quantity >= 0),
  traded_quantity numeric(38, 18) NOT NULL DEFAULT 0 CHECK (traded_quantity >= 0),
  min_amount numeric(38, 18) NOT NULL CHECK (min_amount > 0),
  max_amount numeric(38, 18) NOT NULL CHECK (max_amount >= min_amount),
  pay_kinds text[] NOT NULL CHECK (cardinality(pay_kinds) >= 1 AND pay_kinds <@ ARRAY['bank', 'alipay', 'wechat']),
  remark text NOT NULL DEFAULT '',
  status text NOT NULL CHECK (status IN ('online', 'offline', 'deleted')),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CHECK (remaining_quantity + traded_quantity <= total_quantity)
);
CREATE INDEX otc_ads_market ON otc_ads (currency_id, side, price) WHERE status = 'online';
CREATE INDEX otc_ads_user ON otc_ads (user_id, id DESC);

CREATE TABLE otc_orders (
  id bigserial PRIMARY KEY,
  order_no text NOT NULL UNIQUE,
  ad_id bigint NOT NULL REFERENCES otc_ads (id),
  ad_side text NOT NULL CHECK (ad_side IN ('buy', 'sell')),
  buyer_id bigint NOT NULL REFERENCES users (id),
  seller_id bigint NOT NULL REFERENCES users (id),
  currency_id integer NOT NULL REFERENCES currencies (id),
  legal text NOT NULL,
  price numeric(38, 18) NOT NULL CHECK (price > 0),
  quantity numeric(38, 18) NOT NULL CHECK (quantity > 0),
  amount numeric(38, 18) NOT NULL CHECK (amount > 0),
  fee numeric(38, 18) NOT NULL CHECK (fee >= 0),
  receive_quantity numeric(38, 18) NOT NULL CHECK (receive_quantity > 0 AND receive_quantity + fee = quantity),
  min_amount numeric(38, 18) NOT NULL,
  max_amount numeric(38, 18) NOT NULL,
  pay_kinds text[] NOT NULL CHECK (cardinality(pay_kinds) >= 1 AND pay_kinds <@ ARRAY['bank', 'alipay', 'wechat']),
  status text NOT NULL CHECK (status IN ('to_be_paid', 'to_be_confirmed', 'confirmed', 'cancelled', 'seller_appealing', 'overtime_appealing')),
  payment_kind text CHECK (payment_kind IN ('bank', 'alipay', 'wechat')),
  payment_voucher_upload_id text REFERENCES uploads (id),
  pay_deadline timestamptz NOT NULL,
  paid_at timestamptz,
  appeal_after timestamptz,
  confirmed_at timestamptz,
  cancelled_at timestamptz,
  cancel_reason text CHECK (cancel_reason IN ('buyer', 'timeout', 'appeal')),
  created_at timestamptz NOT NULL,
  CHECK (buyer_id <> seller_id),
  CHECK ((paid_at IS NULL) = (payment_kind IS NULL) AND (paid_at IS NULL) = (appeal_after IS NULL)),
  CHECK ((status = 'confirmed') = (confirmed_at IS NOT NULL)),
  CHECK ((status = 'cancelled') = (cancelled_at IS NOT NULL AND cancel_reason IS NOT NULL))
);
CREATE INDEX otc_orders_buyer ON otc_orders (buyer_id, id DESC);
CREATE INDEX otc_orders_seller ON otc_orders (seller_id, id DESC);
CREATE INDEX otc_orders_ad ON otc_orders (ad_id, id DESC);
CREATE INDEX otc_orders_unpaid ON otc_orders (pay_deadline) WHERE status = 'to_be_paid';

-- At most one appeal per order; `resolution` is the side the operator (or the seller's confirmation)
-- decided for.
CREATE TABLE otc_appeals (
  order_id bigint PRIMARY KEY REFERENCES otc_orders (id),
  by_role text NOT NULL CHECK (by_role IN ('buyer', 'seller')),
  user_id bigint NOT NULL REFERENCES users (id),
  description text NOT NULL,
  voucher_upload_id text NOT NULL REFERENCES uploads (id),
  created_at timestamptz NOT NULL,
  resolution text CHECK (resolution IN ('buyer', 'seller')),
  resolved_at timestamptz,
  CHECK ((resolution IS NULL) = (resolved_at IS NULL))
);
