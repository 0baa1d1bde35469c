export type KycStatus = (typeof KycStatus)[keyof typeof KycStatus];

export const KycStatus = {
  unverified: 'unverified',
  under_review: 'under_review',
  verified: 'verified',
} as const;
