export type DepositStatus = (typeof DepositStatus)[keyof typeof DepositStatus];

export const DepositStatus = {
  under_review: 'under_review',
  passed: 'passed',
  rejected: 'rejected',
} as const;
