/**
 * Only open products can be bought. waiting_to_open has an opening time (opens_at).
 */
export type ProductState = (typeof ProductState)[keyof typeof ProductState];

export const ProductState = {
  open: 'open',
  coming_soon: 'coming_soon',
  waiting_to_open: 'waiting_to_open',
} as const;
