export type MinerState = (typeof MinerState)[keyof typeof MinerState];

export const MinerState = {
  preparing: 'preparing',
  earning: 'earning',
  ended: 'ended',
} as const;
