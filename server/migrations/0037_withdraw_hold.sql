-- Withdrawal hold (modules/security/withdraw-hold.ts): after a login password reset or a fund
-- password change, withdrawals wait `security.withdraw_hold_hours` (24 by default), so whoever
-- took over the account cannot empty it before its owner notices. The reason says why.
ALTER TABLE users ADD COLUMN withdraw_hold_until timestamptz;
ALTER TABLE users ADD COLUMN withdraw_hold_reason text
  CHECK (withdraw_hold_reason IN ('password_reset', 'fund_password_changed'));
