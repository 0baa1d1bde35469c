/**
 * @maxLength 5
 */
export type WalletOutBodyMethod = (typeof WalletOutBodyMethod)[keyof typeof WalletOutBodyMethod];

export const WalletOutBodyMethod = {
  chain: 'chain',
  bank: 'bank',
} as const;
