/**
 * @maxLength 11
 */
export type FollowStatus = (typeof FollowStatus)[keyof typeof FollowStatus];

export const FollowStatus = {
  in_progress: 'in_progress',
  ended: 'ended',
} as const;
