/**
 * @maxLength 12
 */
export type ReviewKind = (typeof ReviewKind)[keyof typeof ReviewKind];

export const ReviewKind = {
  kyc_basic: 'kyc_basic',
  kyc_advanced: 'kyc_advanced',
  deposit: 'deposit',
  withdraw: 'withdraw',
  subscription: 'subscription',
  otc_appeal: 'otc_appeal',
} as const;
