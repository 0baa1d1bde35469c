-- Security e-mails (modules/security-mail): each carries the user's anti-phishing code, which the
-- user sets in Security, and has a plain-text and an HTML part (the outbox keeps both).
ALTER TABLE users ADD COLUMN anti_phishing_code text;
ALTER TABLE outbox ADD COLUMN html text;
ALTER TABLE account_events DROP CONSTRAINT account_events_kind_check;
ALTER TABLE account_events ADD CONSTRAINT account_events_kind_check CHECK (kind IN (
  'signed_up', 'signed_in', 'sign_in_failed', 'signed_out', 'password_changed',
  'password_reset', 'fund_password_set', 'fund_password_changed', 'address_added',
  'address_removed', 'device_signed_out', 'devices_signed_out', 'anti_phishing_set'));
