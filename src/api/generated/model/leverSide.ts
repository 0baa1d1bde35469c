/**
 * long (buy up) or short (sell down).
 * @maxLength 5
 */
export type LeverSide = (typeof LeverSide)[keyof typeof LeverSide];

export const LeverSide = {
  long: 'long',
  short: 'short',
} as const;
