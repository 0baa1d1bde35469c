-- A user's second factor (modules/second-factor): an authenticator app (TOTP), with ten one-time
-- recovery codes stored as SHA-256 hashes, and the sign-in tickets of the second step.

-- One authenticator per user. `enabled_at` is null while the user has scanned the QR code but not
-- yet confirmed a first code; `last_step` is the last accepted time step (no code is used twice).
CREATE TABLE user_totp (
  user_id bigint PRIMARY KEY REFERENCES users (id),
  secret text NOT NULL,
  created_at timestamptz NOT NULL,
  enabled_at timestamptz,
  last_step bigint NOT NULL DEFAULT 0
);

CREATE TABLE recovery_codes (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  code_hash text NOT NULL,
  created_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX recovery_codes_user ON recovery_codes (user_id) WHERE used_at IS NULL;

-- The password alone gives a ticket for the second step, not a session: it dies after five
-- minutes, five wrong codes, or its one use. Only its SHA-256 is stored.
CREATE TABLE login_tickets (
  id bigserial PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  user_id bigint NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  failures integer NOT NULL DEFAULT 0,
  used_at timestamptz
);

ALTER TABLE users DROP CONSTRAINT users_withdraw_hold_reason_check;
ALTER TABLE users ADD CONSTRAINT users_withdraw_hold_reason_check
  CHECK (withdraw_hold_reason IN ('password_reset', 'fund_password_changed', 'second_factor_off'));

ALTER TABLE account_events DROP CONSTRAINT account_events_kind_check;
ALTER TABLE account_events ADD CONSTRAINT account_events_kind_check CHECK (kind IN (
  'signed_up', 'signed_in', 'sign_in_failed', 'signed_out', 'password_changed',
  'password_reset', 'fund_password_set', 'fund_password_changed', 'address_added',
  'address_removed', 'device_signed_out', 'devices_signed_out', 'anti_phishing_set',
  'signed_out_by_support', 'totp_enabled', 'totp_disabled', 'recovery_codes_renewed',
  'recovery_code_used', 'second_step_failed'));
