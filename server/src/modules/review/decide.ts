import { recordAudit, type Actor } from '../audit/audit.ts';
import type { ApproveOptions, ReviewContext, ReviewKind } from './registry.ts';

// The one code path of a review decision, for the console and the command line alike: the kind's
// state change, its ledger entries and the audit record commit together or not at all. A second
// decision on the same item (double click, two consoles) finds it no longer pending and is refused.

export type Verdict = 'approve' | 'reject';

export async function decideReview(
  context: ReviewContext,
  actor: Actor,
  kind: ReviewKind,
  id: string,
  verdict: Verdict,
  reason: string | null,
  options: ApproveOptions = {},
): Promise<void> {
  await context.ledger.run(async (tx) => {
    const change =
      verdict === 'approve'
        ? await kind.approve(tx, context, id, options)
        : await kind.reject(tx, context, id, reason ?? '');
    await recordAudit(tx.db, context.clock(), actor, {
      action: `review.${verdict}`,
      targetType: kind.kind,
      targetId: id,
      ...change,
      reason,
    });
  });
}
