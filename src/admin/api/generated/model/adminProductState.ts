/**
 * coming_soon: listed, not buyable, no date. waiting_to_open: listed, buyable from `opens_at`.
 * open: buyable. closed: hidden from the app's lists and refused for purchase (409, code 1804);
 * its orders run to completion on their own terms. retired: hidden everywhere in the app, only
 * when it holds no hosting order (409, code 2643); it is never deleted, as orders refer to it.
 */
export type AdminProductState = (typeof AdminProductState)[keyof typeof AdminProductState];

export const AdminProductState = {
  coming_soon: 'coming_soon',
  waiting_to_open: 'waiting_to_open',
  open: 'open',
  closed: 'closed',
  retired: 'retired',
} as const;
