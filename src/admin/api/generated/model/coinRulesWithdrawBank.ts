/**
 * @nullable
 */
export type CoinRulesWithdrawBank =
  (typeof CoinRulesWithdrawBank)[keyof typeof CoinRulesWithdrawBank] | null;

export const CoinRulesWithdrawBank = {
  on: 'on',
  off: 'off',
} as const;
