-- Signed-in devices (modules/devices): each session keeps what its user agent says (browser, OS,
-- kind of device, parsed once at sign-in) and when it was last used (to the minute), so the user
-- can tell the sessions apart and end the ones they do not recognise.
ALTER TABLE sessions ADD COLUMN browser text;
ALTER TABLE sessions ADD COLUMN os text;
ALTER TABLE sessions ADD COLUMN device text NOT NULL DEFAULT 'unknown'
  CHECK (device IN ('mobile', 'tablet', 'desktop', 'unknown'));
ALTER TABLE sessions ADD COLUMN last_used_at timestamptz;
UPDATE sessions SET last_used_at = created_at;
ALTER TABLE sessions ALTER COLUMN last_used_at SET NOT NULL;
CREATE INDEX sessions_user_live ON sessions (user_id) WHERE revoked_at IS NULL;
