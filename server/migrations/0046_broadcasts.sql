-- Broadcasts (modules/notifications/broadcast.ts): a message an operator sends from the console to
-- every active user's inbox, or to one user's, in the seven languages. Each recipient gets an
-- `announcement` notification whose params hold only `broadcast` (this id): the texts are kept here
-- once, and the inbox and the push read them in the reader's language.
CREATE TABLE broadcasts (
  id bigserial PRIMARY KEY,
  audience text NOT NULL CHECK (audience IN ('all', 'user')),
  user_id bigint REFERENCES users (id),
  link text NOT NULL,
  -- {"en": {"title": "...", "body": "..."}, "zh": {...}, ...}: plain text, sanitized on save
  texts jsonb NOT NULL,
  operator_id bigint REFERENCES operators (id),
  created_at timestamptz NOT NULL,
  recipients integer NOT NULL DEFAULT 0,
  CHECK ((audience = 'user') = (user_id IS NOT NULL))
);
CREATE INDEX broadcasts_created ON broadcasts (created_at DESC);

-- The subscription a push service reported gone (404, 410). The delivery keeps it once the
-- subscription is removed (subscription_id is then set null), so the console's dashboard can
-- count the browsers removed.
ALTER TABLE push_deliveries ADD COLUMN gone_subscription_id bigint;
