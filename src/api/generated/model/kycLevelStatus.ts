export type KycLevelStatus = (typeof KycLevelStatus)[keyof typeof KycLevelStatus];

export const KycLevelStatus = {
  unverified: 'unverified',
  under_review: 'under_review',
  verified: 'verified',
  rejected: 'rejected',
} as const;
