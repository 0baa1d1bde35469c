/**
 * @maxLength 9
 */
export type OrderTab = (typeof OrderTab)[keyof typeof OrderTab];

export const OrderTab = {
  hosting: 'hosting',
  completed: 'completed',
  redeemed: 'redeemed',
} as const;
