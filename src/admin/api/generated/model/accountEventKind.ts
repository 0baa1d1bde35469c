/**
 * What happened (`sign_in_failed`, a wrong password for this account; `second_step_failed`, a wrong code at sign-in's second step; `signed_out_by_support`, a session an operator ended).
 */
export type AccountEventKind = (typeof AccountEventKind)[keyof typeof AccountEventKind];

export const AccountEventKind = {
  signed_up: 'signed_up',
  signed_in: 'signed_in',
  sign_in_failed: 'sign_in_failed',
  signed_out: 'signed_out',
  password_changed: 'password_changed',
  password_reset: 'password_reset',
  fund_password_set: 'fund_password_set',
  fund_password_changed: 'fund_password_changed',
  address_added: 'address_added',
  address_removed: 'address_removed',
  device_signed_out: 'device_signed_out',
  devices_signed_out: 'devices_signed_out',
  anti_phishing_set: 'anti_phishing_set',
  signed_out_by_support: 'signed_out_by_support',
  totp_enabled: 'totp_enabled',
  totp_disabled: 'totp_disabled',
  recovery_codes_renewed: 'recovery_codes_renewed',
  recovery_code_used: 'recovery_code_used',
  second_step_failed: 'second_step_failed',
  second_factor_reset: 'second_factor_reset',
  passkey_added: 'passkey_added',
  passkey_removed: 'passkey_removed',
  signed_in_with_passkey: 'signed_in_with_passkey',
} as const;
