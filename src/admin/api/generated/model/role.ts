/**
 * viewer reads; reviewer decides KYC, deposits, subscriptions and OTC appeals; finance decides
 * withdrawals and adjusts balances; editor writes, publishes and pins articles (notices, news,
 * help, rules); admin does everything, including managing operators.
 */
export type Role = (typeof Role)[keyof typeof Role];

export const Role = {
  viewer: 'viewer',
  reviewer: 'reviewer',
  finance: 'finance',
  editor: 'editor',
  admin: 'admin',
} as const;
