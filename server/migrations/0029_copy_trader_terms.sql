-- 0029 copy trader terms: the console manages copy-trading traders (profile, state) and a follow
-- order keeps the terms it was opened under. Settlement reads the coin, direction, commission and
-- period from the order's own copy, so an edit or a close only affects new followers. A trader is
-- never deleted (orders refer to it): closed hides it from the app and refuses new follows.
ALTER TABLE copy_traders
  ADD COLUMN state text NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'closed')),
  ADD COLUMN bio text;

ALTER TABLE copy_orders
  ADD COLUMN trader_currency_id integer REFERENCES currencies (id),
  ADD COLUMN direction text CHECK (direction IN ('long', 'short')),
  ADD COLUMN commission_rate numeric(38, 18) CHECK (commission_rate >= 0 AND commission_rate < 1),
  ADD COLUMN period_days integer CHECK (period_days > 0);

UPDATE copy_orders o
   SET trader_currency_id = t.currency_id,
       direction = t.direction,
       commission_rate = t.commission_rate,
       period_days = t.period_days
  FROM copy_traders t
 WHERE t.id = o.trader_id;

ALTER TABLE copy_orders
  ALTER COLUMN trader_currency_id SET NOT NULL,
  ALTER COLUMN direction SET NOT NULL,
  ALTER COLUMN commission_rate SET NOT NULL,
  ALTER COLUMN period_days SET NOT NULL;

CREATE INDEX copy_orders_trader ON copy_orders (trader_id, status, id DESC);
