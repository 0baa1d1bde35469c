/**
 * @maxLength 4
 */
export type OtcSide = (typeof OtcSide)[keyof typeof OtcSide];

export const OtcSide = {
  buy: 'buy',
  sell: 'sell',
} as const;
