/**
 * What a verification code is for; a code only works for the scene and target it was sent for.
 * @maxLength 16
 */
export type CodeScene = (typeof CodeScene)[keyof typeof CodeScene];

export const CodeScene = {
  register: 'register',
  forget: 'forget',
  withdraw_address: 'withdraw_address',
  fund_password: 'fund_password',
  change_mail: 'change_mail',
} as const;
