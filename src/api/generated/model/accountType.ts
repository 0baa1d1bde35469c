/**
 * How the user signs in.
 * @maxLength 6
 */
export type AccountType = (typeof AccountType)[keyof typeof AccountType];

export const AccountType = {
  mobile: 'mobile',
  email: 'email',
} as const;
