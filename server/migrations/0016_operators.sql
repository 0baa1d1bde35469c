-- 0016 operators: the people who run the platform (not users), their console sessions, and the
-- append-only audit log of everything they do.

CREATE TABLE operators (
  id bigserial PRIMARY KEY,
  email text NOT NULL UNIQUE CHECK (email = lower(email)),
  role text NOT NULL CHECK (role IN ('viewer', 'reviewer', 'finance', 'admin')),
  -- argon2id; empty until the operator completes enrolment
  password_hash text NOT NULL DEFAULT '',
  -- base32 TOTP secret: pending (shown once at enrolment) until confirmed by a first code
  totp_secret text,
  totp_enrolled_at timestamptz,
  -- the newest accepted TOTP time step: a code is never accepted twice
  totp_last_step bigint NOT NULL DEFAULT 0,
  -- SHA-256 of the one-time enrolment link's token
  enrol_token_hash text UNIQUE,
  enrol_expires_at timestamptz,
  disabled_at timestamptz,
  created_at timestamptz NOT NULL
);

-- Only the SHA-256 of the cookie's token is stored; the CSRF token is per session.
CREATE TABLE operator_sessions (
  id bigserial PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  csrf_token text NOT NULL,
  operator_id bigint NOT NULL REFERENCES operators (id),
  created_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  ended_at timestamptz,
  ip text
);
CREATE INDEX operator_sessions_operator ON operator_sessions (operator_id);

-- Who did what, when, from where, to which object, with the values before and after and why.
-- Written in the same transaction as the action; the database refuses to change or remove it.
CREATE TABLE audit_log (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL,
  -- the operator, or NULL for the command line (actor then says who ran it)
  operator_id bigint REFERENCES operators (id),
  actor text NOT NULL,
  ip text,
  action text NOT NULL CHECK (action ~ '^[a-z][a-z0-9_.]*$'),
  target_type text NOT NULL,
  target_id text NOT NULL,
  before jsonb,
  after jsonb,
  reason text
);
CREATE INDEX audit_log_at ON audit_log (at DESC);
CREATE INDEX audit_log_target ON audit_log (target_type, target_id);
CREATE INDEX audit_log_operator ON audit_log (operator_id, at DESC);

CREATE FUNCTION audit_log_forbid_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit log is append-only: % refused', TG_OP;
END $$;
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_forbid_change();
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_forbid_change();
