-- 0002 auth: who the users are, how they sign in, verification codes and their delivery.

ALTER TABLE users
  ADD COLUMN account_type text NOT NULL DEFAULT 'email' CHECK (account_type IN ('mobile', 'email')),
  ADD COLUMN email text UNIQUE CHECK (email = lower(email)),
  ADD COLUMN phone text CHECK (phone ~ '^\d{4,15}$'),
  ADD COLUMN area_code text CHECK (area_code ~ '^\d{1,4}$'),
  ADD COLUMN password_hash text NOT NULL DEFAULT '',
  ADD COLUMN nickname text NOT NULL DEFAULT '',
  ADD COLUMN invite_code text UNIQUE CHECK (invite_code ~ '^[A-Z0-9]{6,10}$'),
  ADD COLUMN inviter_id bigint REFERENCES users (id),
  ADD COLUMN kyc_status text NOT NULL DEFAULT 'unverified' CHECK (kyc_status IN ('unverified', 'under_review', 'verified')),
  ADD COLUMN kyc_level text NOT NULL DEFAULT 'none' CHECK (kyc_level IN ('none', 'basic', 'advanced')),
  ADD COLUMN fund_password_hash text,
  ADD COLUMN lang text NOT NULL DEFAULT 'en' CHECK (lang IN ('en', 'zh', 'hk', 'jp', 'kr', 'esp', 'th')),
  ADD COLUMN disabled_at timestamptz,
  ADD CONSTRAINT users_phone_unique UNIQUE (area_code, phone),
  -- the sign-in identity matches the account type
  ADD CONSTRAINT users_identity CHECK (
    (account_type = 'email' AND email IS NOT NULL)
    OR (account_type = 'mobile' AND phone IS NOT NULL AND area_code IS NOT NULL));
CREATE INDEX users_inviter ON users (inviter_id);

-- Only the SHA-256 of a token is stored, so a database leak yields no usable session.
CREATE TABLE sessions (
  id bigserial PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  user_id bigint NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  ip text,
  user_agent text
);
CREATE INDEX sessions_user ON sessions (user_id);

-- A code is bound to its scene and target; only an HMAC of it is kept.
CREATE TABLE verification_codes (
  id bigserial PRIMARY KEY,
  scene text NOT NULL,
  target text NOT NULL,
  code_hash text NOT NULL,
  ip text,
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX verification_codes_target ON verification_codes (target, scene, created_at DESC);
CREATE INDEX verification_codes_ip ON verification_codes (ip, created_at DESC);

-- Every message to a user is written here first; a sender delivers it and records the outcome.
CREATE TABLE outbox (
  id bigserial PRIMARY KEY,
  channel text NOT NULL CHECK (channel IN ('email', 'sms')),
  target text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL,
  sent_at timestamptz,
  error text
);
CREATE INDEX outbox_target ON outbox (target, id DESC);

-- Failed sign-ins, counted per account and per address to throttle password guessing.
CREATE TABLE login_failures (
  id bigserial PRIMARY KEY,
  account_key text NOT NULL,
  ip text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX login_failures_account ON login_failures (account_key, created_at DESC);
CREATE INDEX login_failures_ip ON login_failures (ip, created_at DESC);
