// Delivers the coins of passed subscriptions once their lock-up has ended: the frozen coins in the
// user's spot wallet become available. Idempotent: a delivered subscription is never touched again.
import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import type { Deps } from '../../http/context.ts';
import { projects, subscriptions } from '../../db/schema/publication.ts';
import type { Job } from '../jobs/index.ts';

export async function deliverUnlocked(deps: Deps, now: Date): Promise<void> {
  const due = await deps.db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.status, 'passed'),
        isNull(subscriptions.deliveredAt),
        lte(subscriptions.unlockAt, now),
      ),
    )
    .orderBy(asc(subscriptions.id));
  for (const { id } of due) {
    await deps.ledger.run(async (tx) => {
      const [row] = await tx.db
        .update(subscriptions)
        .set({ deliveredAt: now })
        .where(and(eq(subscriptions.id, id), isNull(subscriptions.deliveredAt)))
        .returning();
      if (!row) return;
      // The project's coin cannot change once it holds a subscription (console, 2743).
      const [project] = await tx.db.select().from(projects).where(eq(projects.id, row.projectId));
      await tx.unfreeze({
        userId: row.userId,
        currencyId: project!.currencyId,
        amount: row.quantity,
        key: `subscription:${row.id}:unlock`,
        kind: 'subscription_unlock',
      });
    });
  }
}

export const publicationJobs = (deps: Deps): Job[] => [
  {
    name: 'publication.unlock',
    description: 'Delivers subscribed coins whose lock-up has ended',
    everyMs: 60_000,
    run: (now) => deliverUnlocked(deps, now),
  },
];
