/**
 * spot (current/coin account), options, contract (leverage/futures), trust (finance).
 * @maxLength 8
 */
export type AssetAccountType = (typeof AssetAccountType)[keyof typeof AssetAccountType];

export const AssetAccountType = {
  spot: 'spot',
  options: 'options',
  contract: 'contract',
  trust: 'trust',
} as const;
