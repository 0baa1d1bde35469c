-- Notifications (modules/notifications): what happened to a user's orders, money and account, kept
-- 180 days. A row is written in the same transaction as the change it reports, so a change that
-- rolls back leaves none. It holds the parameters of its text, never the text: the app renders it
-- in the reader's language. `link` is the app page of the object it is about.
CREATE TABLE notifications (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  category text NOT NULL CHECK (category IN ('p2p', 'wallet', 'earn', 'trading', 'account', 'system')),
  kind text NOT NULL,
  params jsonb NOT NULL DEFAULT '{}'::jsonb,
  object_type text,
  object_id bigint,
  link text NOT NULL,
  created_at timestamptz NOT NULL,
  read_at timestamptz
);
-- The inbox (newest first, by category) and the unread count read these.
CREATE INDEX notifications_user ON notifications (user_id, id DESC);
CREATE INDEX notifications_unread ON notifications (user_id) WHERE read_at IS NULL;
-- The retention job deletes by age.
CREATE INDEX notifications_created ON notifications (created_at);
