/**
 * waiting (pending), completed, cancelled (spec section 4).
 * @maxLength 9
 */
export type OrderStatus = (typeof OrderStatus)[keyof typeof OrderStatus];

export const OrderStatus = {
  waiting: 'waiting',
  completed: 'completed',
  cancelled: 'cancelled',
} as const;
