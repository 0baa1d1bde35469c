export type TraderDirection = (typeof TraderDirection)[keyof typeof TraderDirection];

export const TraderDirection = {
  long: 'long',
  short: 'short',
} as const;
