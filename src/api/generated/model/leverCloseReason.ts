export type LeverCloseReason = (typeof LeverCloseReason)[keyof typeof LeverCloseReason];

export const LeverCloseReason = {
  manual: 'manual',
  stop_profit: 'stop_profit',
  stop_loss: 'stop_loss',
  liquidation: 'liquidation',
} as const;
