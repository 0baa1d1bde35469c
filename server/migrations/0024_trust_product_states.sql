-- 0024 trust product states: the console closes and retires products. closed: no new orders (its
-- hosting orders run to completion on the terms they copied); retired: hidden from the app, only
-- once no order is hosting. A product is never deleted (orders refer to it).
ALTER TABLE trust_products DROP CONSTRAINT trust_products_state_check;
ALTER TABLE trust_products
  ADD CONSTRAINT trust_products_state_check
  CHECK (state IN ('open', 'coming_soon', 'closed', 'retired'));
