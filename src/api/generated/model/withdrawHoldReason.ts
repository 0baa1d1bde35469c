export type WithdrawHoldReason = (typeof WithdrawHoldReason)[keyof typeof WithdrawHoldReason];

export const WithdrawHoldReason = {
  password_reset: 'password_reset',
  fund_password_changed: 'fund_password_changed',
  second_factor_off: 'second_factor_off',
  second_factor_reset: 'second_factor_reset',
} as const;
