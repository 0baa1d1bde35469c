-- Partner levels are managed in the console (referral/admin.ts): an authorization code is 1 to 8
-- of A-Z and 0-9 (it was 2 to 6 starting with a letter). Still unique.
ALTER TABLE partner_levels DROP CONSTRAINT partner_levels_auth_code_check;
ALTER TABLE partner_levels ADD CONSTRAINT partner_levels_auth_code_check
  CHECK (auth_code ~ '^[A-Z0-9]{1,8}$');
