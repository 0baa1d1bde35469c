/**
 * The service agreement checkbox; must be ticked.
 * @maxLength 5
 */
export type FollowRequestAgree = (typeof FollowRequestAgree)[keyof typeof FollowRequestAgree];

export const FollowRequestAgree = {
  NUMBER_0: '0',
  NUMBER_1: '1',
  true: 'true',
  false: 'false',
} as const;
