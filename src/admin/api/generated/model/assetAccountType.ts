/**
 * spot (current/coin account), options, contract (leverage/futures), trust (finance).
 */
export type AssetAccountType = (typeof AssetAccountType)[keyof typeof AssetAccountType];

export const AssetAccountType = {
  spot: 'spot',
  options: 'options',
  contract: 'contract',
  trust: 'trust',
} as const;
