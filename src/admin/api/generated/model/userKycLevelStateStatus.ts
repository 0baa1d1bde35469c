export type UserKycLevelStateStatus =
  (typeof UserKycLevelStateStatus)[keyof typeof UserKycLevelStateStatus];

export const UserKycLevelStateStatus = {
  unverified: 'unverified',
  under_review: 'under_review',
  verified: 'verified',
  rejected: 'rejected',
} as const;
