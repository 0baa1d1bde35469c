-- A user who lost the phone asks support to remove the authenticator. Four eyes, as for large
-- balance adjustments: a reviewer asks, an admin other than the asker approves or rejects. One
-- request per user waits at a time. Approval holds withdrawals and tells the user by e-mail.
CREATE TABLE second_factor_resets (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  reason text NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'approved', 'rejected')),
  requested_by bigint NOT NULL REFERENCES operators (id),
  requested_at timestamptz NOT NULL,
  decided_by bigint REFERENCES operators (id),
  decided_at timestamptz,
  decision_reason text
);
CREATE UNIQUE INDEX second_factor_resets_one_pending
  ON second_factor_resets (user_id) WHERE status = 'pending';

ALTER TABLE users DROP CONSTRAINT users_withdraw_hold_reason_check;
ALTER TABLE users ADD CONSTRAINT users_withdraw_hold_reason_check CHECK (withdraw_hold_reason IN (
  'password_reset', 'fund_password_changed', 'second_factor_off', 'second_factor_reset'));

ALTER TABLE account_events DROP CONSTRAINT account_events_kind_check;
ALTER TABLE account_events ADD CONSTRAINT account_events_kind_check CHECK (kind IN (
  'signed_up', 'signed_in', 'sign_in_failed', 'signed_out', 'password_changed',
  'password_reset', 'fund_password_set', 'fund_password_changed', 'address_added',
  'address_removed', 'device_signed_out', 'devices_signed_out', 'anti_phishing_set',
  'signed_out_by_support', 'totp_enabled', 'totp_disabled', 'recovery_codes_renewed',
  'recovery_code_used', 'second_step_failed', 'second_factor_reset'));
