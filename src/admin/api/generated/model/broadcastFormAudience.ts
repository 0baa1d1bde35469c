/**
 * Every active user, or the one user of `user_id`.
 * @maxLength 4
 */
export type BroadcastFormAudience =
  (typeof BroadcastFormAudience)[keyof typeof BroadcastFormAudience];

export const BroadcastFormAudience = {
  all: 'all',
  user: 'user',
} as const;
