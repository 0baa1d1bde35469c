-- 0028 spot pair terms (console `markets/spot`): each pair may carry its own fee rate (null: the
-- `spot.fee_rate` setting, the default of every pair without one) and minimums of one order (a
-- quantity of the base coin and a value in the quote coin; 0: none). An order copies the fee rate it
-- was placed under, so a limit order resting while the operator changes the rate fills at the old
-- one; existing orders are backfilled with the rate in force now (the setting, or 0.001).
ALTER TABLE spot_pairs
  ADD COLUMN fee_rate numeric(38, 18) CHECK (fee_rate >= 0 AND fee_rate <= 0.1),
  ADD COLUMN min_quantity numeric(38, 18) NOT NULL DEFAULT 0 CHECK (min_quantity >= 0),
  ADD COLUMN min_amount numeric(38, 18) NOT NULL DEFAULT 0 CHECK (min_amount >= 0);

ALTER TABLE spot_orders ADD COLUMN fee_rate numeric(38, 18) CHECK (fee_rate >= 0 AND fee_rate < 1);
UPDATE spot_orders
SET fee_rate = coalesce(
  (SELECT value::numeric FROM settings WHERE key = 'spot.fee_rate' AND value ~ '^[0-9]+(\.[0-9]+)?$'),
  0.001
);
ALTER TABLE spot_orders ALTER COLUMN fee_rate SET NOT NULL;
