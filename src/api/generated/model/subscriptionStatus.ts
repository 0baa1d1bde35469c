/**
 * @maxLength 12
 */
export type SubscriptionStatus = (typeof SubscriptionStatus)[keyof typeof SubscriptionStatus];

export const SubscriptionStatus = {
  under_review: 'under_review',
  passed: 'passed',
  rejected: 'rejected',
} as const;
