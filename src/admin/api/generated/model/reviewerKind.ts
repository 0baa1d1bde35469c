/**
 * The queues a reviewer decides (withdrawals are finance's).
 * @maxLength 12
 */
export type ReviewerKind = (typeof ReviewerKind)[keyof typeof ReviewerKind];

export const ReviewerKind = {
  kyc_basic: 'kyc_basic',
  kyc_advanced: 'kyc_advanced',
  deposit: 'deposit',
  subscription: 'subscription',
  otc_appeal: 'otc_appeal',
} as const;
