/**
 * The merchant's side of the order.
 */
export type MerchantAppealRole = (typeof MerchantAppealRole)[keyof typeof MerchantAppealRole];

export const MerchantAppealRole = {
  buyer: 'buyer',
  seller: 'seller',
} as const;
