-- 0030 project terms: the console creates, edits, publishes and closes new-coin subscription
-- projects. state: draft (not in the app), open (the schedule decides: upcoming, subscribing, ended)
-- or closed (forced: no new subscriptions, gone from the app's list; existing ones run on). A
-- project is never deleted (subscriptions refer to it). user_limit_usdt: the most one user may
-- subscribe to a project in all (USDT value of the subscriptions not rejected; NULL: no limit).
-- intro_updated: when each language's description last changed (the console's translation hint).
-- A subscription keeps the terms it was made under: the lock-up (read when it is approved) and
-- the issue price are copied at subscription, backfilled here from the project.
ALTER TABLE projects
  ADD COLUMN state text NOT NULL DEFAULT 'open' CHECK (state IN ('draft', 'open', 'closed')),
  ADD COLUMN user_limit_usdt numeric(38, 18) CHECK (user_limit_usdt IS NULL OR user_limit_usdt > 0),
  ADD COLUMN intro_updated jsonb NOT NULL DEFAULT '{}';
CREATE SEQUENCE projects_id_seq OWNED BY projects.id;
SELECT setval('projects_id_seq', GREATEST(100, (SELECT coalesce(max(id), 0) + 1 FROM projects)), false);
ALTER TABLE projects ALTER COLUMN id SET DEFAULT nextval('projects_id_seq');

ALTER TABLE subscriptions
  ADD COLUMN lock_days integer CHECK (lock_days >= 0),
  ADD COLUMN issue_price numeric(38, 18) CHECK (issue_price > 0);
UPDATE subscriptions s
   SET lock_days = p.lock_days, issue_price = p.issue_price
  FROM projects p
 WHERE p.id = s.project_id;
ALTER TABLE subscriptions
  ALTER COLUMN lock_days SET NOT NULL,
  ALTER COLUMN issue_price SET NOT NULL;
