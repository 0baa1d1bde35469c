// Daily pledge awards (from the staking pool) and release of ended pledges; miner yields. Each day due
// is paid once (counter guard, unique (pledge, day) row, entry key), so repeats and catch-up are safe.
import { and, asc, eq } from 'drizzle-orm';
import type { Deps } from '../../http/context.ts';
import { pledgeAwards, pledges } from '../../db/schema/publication.ts';
import { Money, roundCredit } from '../../lib/decimal.ts';
import type { Job } from '../jobs/index.ts';
import { coinMap, daysBetween } from '../publication/coins.ts';
import { payMinerYields } from './yields.ts';

export async function payPledges(deps: Deps, now: Date): Promise<void> {
  const active = await deps.db
    .select()
    .from(pledges)
    .where(eq(pledges.status, 'active'))
    .orderBy(asc(pledges.id));
  const coins = await coinMap(deps.db);
  for (const pledge of active) {
    const places = coins.get(pledge.currencyId)?.decimals ?? 8;
    const award = roundCredit(new Money(pledge.amount).times(pledge.dailyRate), places);
    const days = Math.min(pledge.days, daysBetween(pledge.startedAt, now));
    for (let day = pledge.paidDays + 1; day <= days; day++) {
      await deps.ledger.run(async (tx) => {
        const [updated] = await tx.db
          .update(pledges)
          .set({
            paidDays: day,
            awarded: new Money(pledge.awarded).plus(award.times(day - pledge.paidDays)).toFixed(),
          })
          .where(and(eq(pledges.id, pledge.id), eq(pledges.paidDays, day - 1)))
          .returning();
        if (!updated) return;
        const at = new Date(pledge.startedAt.getTime() + day * 86_400_000);
        await tx.db.insert(pledgeAwards).values({
          pledgeId: pledge.id,
          userId: pledge.userId,
          currencyId: pledge.currencyId,
          day,
          amount: award.toFixed(),
          createdAt: at,
        });
        if (award.gt(0)) {
          await tx.credit({
            userId: pledge.userId,
            currencyId: pledge.currencyId,
            amount: award.toFixed(),
            from: 'staking_pool',
            key: `pledge:${pledge.id}:award:${day}`,
            kind: 'pledge_award',
          });
        }
      });
    }
    if (now >= pledge.endsAt) {
      await deps.ledger.run(async (tx) => {
        const [released] = await tx.db
          .update(pledges)
          .set({ status: 'released', releasedAt: now })
          .where(
            and(
              eq(pledges.id, pledge.id),
              eq(pledges.status, 'active'),
              eq(pledges.paidDays, pledge.days),
            ),
          )
          .returning();
        if (!released) return;
        await tx.unfreeze({
          userId: pledge.userId,
          currencyId: pledge.currencyId,
          amount: pledge.amount,
          key: `pledge:${pledge.id}:release`,
          kind: 'pledge_release',
        });
      });
    }
  }
}

export const miningJobs = (deps: Deps): Job[] => [
  {
    name: 'mining.yields',
    description: 'Pays the daily yields of rented miners',
    everyMs: 60_000,
    run: (now) => payMinerYields(deps, now),
  },
  {
    name: 'mining.pledges',
    description: 'Pays daily pledge awards from the staking pool and releases ended pledges',
    everyMs: 60_000,
    run: (now) => payPledges(deps, now),
  },
];
