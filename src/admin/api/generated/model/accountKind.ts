/**
 * The user's four accounts (wallets) per currency.
 */
export type AccountKind = (typeof AccountKind)[keyof typeof AccountKind];

export const AccountKind = {
  spot: 'spot',
  options: 'options',
  contract: 'contract',
  trust: 'trust',
} as const;
