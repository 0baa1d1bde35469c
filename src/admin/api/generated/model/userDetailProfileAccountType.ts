export type UserDetailProfileAccountType =
  (typeof UserDetailProfileAccountType)[keyof typeof UserDetailProfileAccountType];

export const UserDetailProfileAccountType = {
  email: 'email',
  mobile: 'mobile',
} as const;
