/**
 * The state of one verification level; `rejected` carries the operator's reason.
 */
export type KycReviewStatus = (typeof KycReviewStatus)[keyof typeof KycReviewStatus];

export const KycReviewStatus = {
  unverified: 'unverified',
  under_review: 'under_review',
  verified: 'verified',
  rejected: 'rejected',
} as const;
