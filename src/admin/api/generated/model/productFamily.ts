/**
 * hosting (the app's Trust tab, liquidated damages per remaining day) or finance (1.5 days of interest on early redemption). Fixed at creation.
 * @maxLength 7
 */
export type ProductFamily = (typeof ProductFamily)[keyof typeof ProductFamily];

export const ProductFamily = {
  hosting: 'hosting',
  finance: 'finance',
} as const;
