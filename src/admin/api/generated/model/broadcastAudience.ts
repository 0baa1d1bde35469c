export type BroadcastAudience = (typeof BroadcastAudience)[keyof typeof BroadcastAudience];

export const BroadcastAudience = {
  all: 'all',
  user: 'user',
} as const;
