-- Notification preferences (modules/notifications/prefs.ts): per user and category, whether it is
-- pushed to the user's browsers and whether the must-not-miss kinds are e-mailed when no browser
-- gets them. No row means both on; a row holds both channels (the one not chosen stays on).
CREATE TABLE notification_prefs (
  user_id bigint NOT NULL REFERENCES users (id),
  category text NOT NULL CHECK (category IN ('p2p', 'wallet', 'earn', 'trading', 'account', 'system')),
  push boolean NOT NULL DEFAULT true,
  email boolean NOT NULL DEFAULT true,
  PRIMARY KEY (user_id, category)
);

-- An e-mail written inside another change's transaction (a notification's fallback e-mail) cannot
-- be sent before that change commits: it waits in the outbox with due_at set, and the
-- `outbox.deliver` job sends it (moving due_at on while sending, so no two runs take it; cleared
-- once done). Other messages are sent at once and leave due_at null.
ALTER TABLE outbox ADD COLUMN due_at timestamptz;
CREATE INDEX outbox_due ON outbox (due_at) WHERE due_at IS NOT NULL;
