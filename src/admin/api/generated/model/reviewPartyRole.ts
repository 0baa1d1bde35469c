export type ReviewPartyRole = (typeof ReviewPartyRole)[keyof typeof ReviewPartyRole];

export const ReviewPartyRole = {
  buyer: 'buyer',
  seller: 'seller',
  appellant: 'appellant',
} as const;
