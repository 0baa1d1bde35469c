/**
 * The taker's side.
 */
export type DealSide = (typeof DealSide)[keyof typeof DealSide];

export const DealSide = {
  buy: 'buy',
  sell: 'sell',
} as const;
