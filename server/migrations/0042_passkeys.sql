-- Passkeys (modules/passkeys): WebAuthn credentials a user registered, each a second factor and a
-- way to sign in on its own, and the one-use challenges the browser signs.

-- The public key is the COSE key the authenticator made (base64url); `counter` is its signature
-- counter (0 for authenticators that keep none); `last_used_at` is shown in the list.
CREATE TABLE user_passkeys (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  credential_id text NOT NULL UNIQUE,
  public_key text NOT NULL,
  counter bigint NOT NULL DEFAULT 0,
  transports text NOT NULL DEFAULT '',
  name text NOT NULL,
  backed_up boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  last_used_at timestamptz
);
CREATE INDEX user_passkeys_user ON user_passkeys (user_id);

-- A challenge is for one purpose (adding a passkey, stepping up, signing in), lives five minutes
-- and is used once. `user_id` is null for a sign-in that does not know the user yet (a
-- discoverable passkey names its user in the answer); a second step's challenge names the user.
CREATE TABLE webauthn_challenges (
  id bigserial PRIMARY KEY,
  challenge text NOT NULL UNIQUE,
  purpose text NOT NULL CHECK (purpose IN ('register', 'step_up', 'sign_in')),
  user_id bigint REFERENCES users (id),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX webauthn_challenges_expiry ON webauthn_challenges (expires_at);

ALTER TABLE account_events DROP CONSTRAINT account_events_kind_check;
ALTER TABLE account_events ADD CONSTRAINT account_events_kind_check CHECK (kind IN (
  'signed_up', 'signed_in', 'sign_in_failed', 'signed_out', 'password_changed',
  'password_reset', 'fund_password_set', 'fund_password_changed', 'address_added',
  'address_removed', 'device_signed_out', 'devices_signed_out', 'anti_phishing_set',
  'signed_out_by_support', 'totp_enabled', 'totp_disabled', 'recovery_codes_renewed',
  'recovery_code_used', 'second_step_failed', 'second_factor_reset', 'passkey_added',
  'passkey_removed', 'signed_in_with_passkey'));
