/**
 * Which side appealed.
 */
export type MerchantAppealAppealedBy =
  (typeof MerchantAppealAppealedBy)[keyof typeof MerchantAppealAppealedBy];

export const MerchantAppealAppealedBy = {
  buyer: 'buyer',
  seller: 'seller',
} as const;
