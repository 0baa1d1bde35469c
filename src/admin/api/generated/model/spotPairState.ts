/**
 * open: in the app's market lists, taking orders (if both coins are listed). closed: out of the
 * lists, new orders refused (409, code 2725); waiting orders still fill and can be cancelled.
 * @maxLength 6
 */
export type SpotPairState = (typeof SpotPairState)[keyof typeof SpotPairState];

export const SpotPairState = {
  open: 'open',
  closed: 'closed',
} as const;
