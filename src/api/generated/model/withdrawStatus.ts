export type WithdrawStatus = (typeof WithdrawStatus)[keyof typeof WithdrawStatus];

export const WithdrawStatus = {
  under_review: 'under_review',
  passed: 'passed',
  rejected: 'rejected',
} as const;
