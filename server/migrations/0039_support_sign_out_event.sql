-- Account activity (modules/devices/activity.ts): a session an operator ended (a lost phone the
-- user reported) shows in the user's activity too, with the device that was signed out.
ALTER TABLE account_events DROP CONSTRAINT account_events_kind_check;
ALTER TABLE account_events ADD CONSTRAINT account_events_kind_check CHECK (kind IN (
  'signed_up', 'signed_in', 'sign_in_failed', 'signed_out', 'password_changed',
  'password_reset', 'fund_password_set', 'fund_password_changed', 'address_added',
  'address_removed', 'device_signed_out', 'devices_signed_out', 'anti_phishing_set',
  'signed_out_by_support'));
