/**
 * The identity verification the user has passed.
 */
export type ReviewUserKyc = (typeof ReviewUserKyc)[keyof typeof ReviewUserKyc];

export const ReviewUserKyc = {
  none: 'none',
  basic: 'basic',
  advanced: 'advanced',
} as const;
