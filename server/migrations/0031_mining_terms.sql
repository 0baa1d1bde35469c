-- 0031 mining terms: the console opens and closes miner models and pledge products (closed: gone
-- from the app's lists, new purchases refused; miners and pledges already bought run to their end).
-- A miner keeps what its yields are paid by: the coin it mines, and the hash rate it was sold with,
-- copied at purchase (backfilled from its model), so an edit of the model only affects new miners.
-- Pledges already copy their coin, daily rate and days.
ALTER TABLE miner_models
  ADD COLUMN state text NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'closed'));
ALTER TABLE pledge_products
  ADD COLUMN state text NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'closed'));

ALTER TABLE user_miners
  ADD COLUMN coin_id integer REFERENCES currencies (id),
  ADD COLUMN hashrate numeric(38, 18),
  ADD COLUMN hashrate_unit text;
UPDATE user_miners o
   SET coin_id = m.coin_id, hashrate = m.hashrate, hashrate_unit = m.hashrate_unit
  FROM miner_models m
 WHERE m.id = o.model_id;
ALTER TABLE user_miners
  ALTER COLUMN coin_id SET NOT NULL,
  ALTER COLUMN hashrate SET NOT NULL,
  ALTER COLUMN hashrate_unit SET NOT NULL;
