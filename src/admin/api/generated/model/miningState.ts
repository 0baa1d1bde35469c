/**
 * open: in the app's lists and on sale (a miner model until `offer_ends_at`). closed: gone from
 * the app's lists and refused for purchase (409, code 2760); what was bought runs to its end on
 * its own terms. Never deleted, as purchases refer to it. A new one starts closed.
 * @maxLength 6
 */
export type MiningState = (typeof MiningState)[keyof typeof MiningState];

export const MiningState = {
  open: 'open',
  closed: 'closed',
} as const;
