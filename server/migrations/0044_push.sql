-- Web Push (modules/push): the browsers a user let us notify, and the push outbox.

-- One row per browser subscription (a device). The endpoint is the push service's URL for that
-- browser; p256dh and auth are its keys (RFC 8291). A browser that signs in as another user takes
-- its subscription along (the endpoint is unique). `lang` is the app's language when it subscribed.
CREATE TABLE push_subscriptions (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  endpoint text NOT NULL UNIQUE,
  p256dh text NOT NULL,
  auth text NOT NULL,
  lang text NOT NULL,
  browser text,
  os text,
  created_at timestamptz NOT NULL,
  last_sent_at timestamptz
);
CREATE INDEX push_subscriptions_user ON push_subscriptions (user_id);

-- The outbox: one row per notification and subscription, written in the notification's
-- transaction. The delivery job claims due rows (claimed_until keeps two instances from sending
-- one row twice), sends, and records the outcome: sent; gone (the push service answered 404 or
-- 410 and the subscription was removed); failed (refused, or still failing after the retries);
-- or pending again with a later next_attempt_at (backoff).
CREATE TABLE push_deliveries (
  id bigserial PRIMARY KEY,
  notification_id bigint NOT NULL REFERENCES notifications (id) ON DELETE CASCADE,
  subscription_id bigint REFERENCES push_subscriptions (id) ON DELETE SET NULL,
  status text NOT NULL CHECK (status IN ('pending', 'sent', 'gone', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL,
  claimed_until timestamptz,
  last_error text,
  created_at timestamptz NOT NULL,
  done_at timestamptz
);
CREATE INDEX push_deliveries_due ON push_deliveries (next_attempt_at) WHERE status = 'pending';
CREATE INDEX push_deliveries_done ON push_deliveries (done_at) WHERE status <> 'pending';
