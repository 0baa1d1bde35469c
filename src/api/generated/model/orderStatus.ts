/**
 * waiting (pending), completed, cancelled (spec section 4).
 */
export type OrderStatus = (typeof OrderStatus)[keyof typeof OrderStatus];

export const OrderStatus = {
  waiting: 'waiting',
  completed: 'completed',
  cancelled: 'cancelled',
} as const;
