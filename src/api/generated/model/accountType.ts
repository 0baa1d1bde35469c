/**
 * How the user signs in.
 */
export type AccountType = (typeof AccountType)[keyof typeof AccountType];

export const AccountType = {
  mobile: 'mobile',
  email: 'email',
} as const;
