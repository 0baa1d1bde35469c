/**
 * @maxLength 4
 */
export type OrderSide = (typeof OrderSide)[keyof typeof OrderSide];

export const OrderSide = {
  buy: 'buy',
  sell: 'sell',
} as const;
