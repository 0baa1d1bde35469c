/**
 * all (default), only verified merchants, or only suspended ones.
 * @maxLength 9
 */
export type MerchantFilter = (typeof MerchantFilter)[keyof typeof MerchantFilter];

export const MerchantFilter = {
  all: 'all',
  verified: 'verified',
  suspended: 'suspended',
} as const;
