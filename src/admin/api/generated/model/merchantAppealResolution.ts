/**
 * The side the appeal was decided for; null while it is open.
 */
export type MerchantAppealResolution =
  (typeof MerchantAppealResolution)[keyof typeof MerchantAppealResolution] | null;

export const MerchantAppealResolution = {
  buyer: 'buyer',
  seller: 'seller',
} as const;
