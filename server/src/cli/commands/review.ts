import {
  reviewKind,
  reviewKinds,
  ReviewRefused,
  type ReviewKind,
} from '../../modules/review/registry.ts';
import { cliActor } from '../../modules/audit/audit.ts';
import { decideReview } from '../../modules/review/decide.ts';
import { UsageError, type Command } from '../commands.ts';

function kindNamed(name: string | undefined): ReviewKind {
  const kind = name ? reviewKind(name) : undefined;
  if (!kind) {
    const known =
      reviewKinds()
        .map((k) => k.kind)
        .join(', ') || 'none registered yet';
    throw new UsageError(`unknown review kind "${name ?? ''}" (known: ${known})`);
  }
  return kind;
}

async function list(context: Parameters<Command>[0], kinds: ReviewKind[]): Promise<string[]> {
  const lines: string[] = [];
  for (const kind of kinds) {
    const items = await kind.listPending(context);
    lines.push(`${kind.kind} (${kind.description}): ${items.length} pending`);
    for (const item of items)
      lines.push(`  ${item.id}  ${item.createdAt.toISOString()}  ${item.summary}`);
  }
  return lines.length > 0 ? lines : ['No review kinds are registered yet.'];
}

/** `review list [kind] | approve <kind> <id> [--reference] | reject <kind> <id> [--reason]`. */
export const reviewCommand: Command = async (context, [action, kindName, id], flags) => {
  if (action === 'list') {
    const kinds = kindName ? [kindNamed(kindName)] : reviewKinds();
    return { output: (await list(context, kinds)).join('\n'), exitCode: 0 };
  }
  if ((action === 'approve' || action === 'reject') && id) {
    const kind = kindNamed(kindName);
    try {
      const reason =
        action === 'reject' ? flags.reason?.trim() || 'Rejected by the operator' : null;
      const payoutReference = flags.reference?.trim();
      if (action === 'approve' && kind.kind === 'withdraw' && !payoutReference)
        throw new UsageError(
          'approving a withdrawal needs --reference <ref>: the chain transaction hash or bank reference of the payout',
        );
      await decideReview(context, cliActor(), kind, id, action, reason, { payoutReference });
    } catch (err) {
      if (err instanceof ReviewRefused) throw new UsageError(err.message);
      throw err;
    }
    return {
      output: `${kind.kind} ${id}: ${action === 'approve' ? 'approved' : 'rejected'}.`,
      exitCode: 0,
    };
  }
  throw new UsageError(
    'usage: review list [kind] | review approve <kind> <id> [--reference <ref>] | review reject <kind> <id> [--reason <text>]',
  );
};
