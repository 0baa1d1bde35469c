import type { OperatorRole } from '../../db/schema/operators.ts';

// What each role may do. The contract names the role an operation needs (`x-role`):
// - viewer: any read; every role may read.
// - reviewer: KYC, deposits, subscriptions and OTC appeals.
// - finance: withdrawals and balance adjustments.
// - editor: content - notices, news, help articles and rules (writing, publishing, pinning).
// - admin: operators and everything else, including the reviewer's and finance's work.

export function roleAllows(held: OperatorRole, needed: OperatorRole): boolean {
  return needed === 'viewer' || held === needed || held === 'admin';
}

/** The role a review queue's decisions need. */
export function roleForReviewKind(kind: string): OperatorRole {
  return kind === 'withdraw' ? 'finance' : 'reviewer';
}
