export type FollowOrderDirection = (typeof FollowOrderDirection)[keyof typeof FollowOrderDirection];

export const FollowOrderDirection = {
  long: 'long',
  short: 'short',
} as const;
