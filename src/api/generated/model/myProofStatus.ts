/**
 * `included`: the latest published snapshot holds the user's leaf and `proof` is it;
 * `not_included`: the user's account is newer than that snapshot; `no_snapshot`: nothing
 * has been published yet. `proof` is null unless `included`.
 */
export type MyProofStatus = (typeof MyProofStatus)[keyof typeof MyProofStatus];

export const MyProofStatus = {
  included: 'included',
  not_included: 'not_included',
  no_snapshot: 'no_snapshot',
} as const;
