/**
 * The side of the trader's position. A follower's return is that position's market move between
 * the order's open and close: long close/open - 1, short 1 - close/open (never below -1).
 */
export type CopyDirection = (typeof CopyDirection)[keyof typeof CopyDirection];

export const CopyDirection = {
  long: 'long',
  short: 'short',
} as const;
