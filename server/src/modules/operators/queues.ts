import type { Deps } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import type { Actor } from '../audit/audit.ts';
import { decideReview, type Verdict } from '../review/decide.ts';
import '../review/kinds.ts';
import { reviewKind, reviewKinds, ReviewRefused, type ApproveOptions } from '../review/registry.ts';
import { operatorFail } from './errors.ts';
import { roleForReviewKind } from './roles.ts';

// The review queues as the console sees them; decisions take the same path as the CLI's.

export async function consoleQueues(deps: Deps) {
  return Promise.all(
    reviewKinds().map(async (kind) => ({
      kind: kind.kind,
      description: kind.description,
      pending: (await kind.listPending(deps)).length,
      decided_by: roleForReviewKind(kind.kind),
    })),
  );
}

export function kindNamed(name: string) {
  const kind = reviewKind(name);
  if (!kind) throw operatorFail.unknownQueue(name);
  return kind;
}

export async function consoleQueue(deps: Deps, name: string) {
  const items = await kindNamed(name).listPending(deps);
  return items.map((item) => ({
    id: item.id,
    summary: item.summary,
    created_at: item.createdAt.toISOString(),
  }));
}

export async function decideFromConsole(
  deps: Deps,
  actor: Actor,
  name: string,
  id: string,
  verdict: Verdict,
  reason: string | null,
  options: ApproveOptions = {},
) {
  if (verdict === 'reject' && !reason?.trim()) throw operatorFail.reasonRequired();
  const payoutReference = options.payoutReference?.trim();
  if (name === 'withdraw' && verdict === 'approve' && !payoutReference)
    throw operatorFail.payoutReferenceRequired();
  try {
    await decideReview(deps, actor, kindNamed(name), id, verdict, reason?.trim() ?? null, {
      payoutReference,
    });
  } catch (error) {
    if (error instanceof ReviewRefused) throw operatorFail.notPending();
    throw error;
  }
  return ok(null, 'operator.decided');
}
