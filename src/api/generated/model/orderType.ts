/**
 * @maxLength 6
 */
export type OrderType = (typeof OrderType)[keyof typeof OrderType];

export const OrderType = {
  market: 'market',
  limit: 'limit',
} as const;
