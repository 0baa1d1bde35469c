/**
 * viewer reads; reviewer decides KYC, deposits, subscriptions and OTC appeals; finance decides
 * withdrawals and adjusts balances; admin does everything, including managing operators.
 */
export type Role = (typeof Role)[keyof typeof Role];

export const Role = {
  viewer: 'viewer',
  reviewer: 'reviewer',
  finance: 'finance',
  admin: 'admin',
} as const;
