-- 0027 derivative terms: the console manages option durations and leverage markets.
-- Option durations get their own flat band (was the constant 0.0001), and each order copies the band
-- it was bought under, next to the payout ratio it already copied: settlement reads the order's copy.
-- Leverage markets get their own allowed multiples (was the global lever_multiples list, kept for
-- history), backfilled from today's enabled multiples. Positions already copy lot size, fee and
-- liquidation price. A duration or market is never deleted: enabled = false is "closed".
ALTER TABLE option_durations
  ADD COLUMN flat_band numeric(38, 18) NOT NULL DEFAULT 0.0001
  CHECK (flat_band >= 0 AND flat_band < 1);

ALTER TABLE option_orders ADD COLUMN flat_band numeric(38, 18);
UPDATE option_orders SET flat_band = 0.0001 WHERE flat_band IS NULL;
ALTER TABLE option_orders ALTER COLUMN flat_band SET NOT NULL;

ALTER TABLE lever_markets ADD COLUMN multiples integer[];
UPDATE lever_markets
   SET multiples = coalesce(
     (SELECT array_agg(multiple ORDER BY multiple) FROM lever_multiples WHERE enabled),
     ARRAY[]::integer[]);
ALTER TABLE lever_markets ALTER COLUMN multiples SET NOT NULL;
