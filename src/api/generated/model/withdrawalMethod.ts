export type WithdrawalMethod = (typeof WithdrawalMethod)[keyof typeof WithdrawalMethod];

export const WithdrawalMethod = {
  chain: 'chain',
  bank: 'bank',
} as const;
