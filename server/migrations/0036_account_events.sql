-- Account activity (modules/devices/activity.ts): every sign-in, failed sign-in with a known
-- account, sign-out and security change of a user, with the time, device and address it came
-- from. The Security page lists the last 90 days.
CREATE TABLE account_events (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  kind text NOT NULL CHECK (kind IN (
    'signed_up', 'signed_in', 'sign_in_failed', 'signed_out', 'password_changed',
    'password_reset', 'fund_password_set', 'fund_password_changed', 'address_added',
    'address_removed', 'device_signed_out', 'devices_signed_out')),
  at timestamptz NOT NULL,
  ip text,
  browser text,
  os text,
  device text NOT NULL DEFAULT 'unknown'
    CHECK (device IN ('mobile', 'tablet', 'desktop', 'unknown'))
);
CREATE INDEX account_events_user_at ON account_events (user_id, at DESC, id DESC);
