// Pays each earning miner its daily yield from the mining book, one ledger entry per miner and day.
// Catches up every day due (a server that was down pays the missed days); idempotent through the
// paid_days counter, the (miner, day) unique row and the entry key.
import { and, asc, eq, lt, lte } from 'drizzle-orm';
import type { Deps } from '../../http/context.ts';
import { minerYields, userMiners } from '../../db/schema/publication.ts';
import { Money } from '../../lib/decimal.ts';
import { DAY_MS, daysBetween } from '../publication/coins.ts';

export async function payMinerYields(deps: Deps, now: Date): Promise<void> {
  // Only the miner's own row: its coin, daily yield and dates were copied at purchase (0031), so an
  // edit or close of the model never changes what a sold miner earns.
  const due = await deps.db
    .select()
    .from(userMiners)
    .where(lte(userMiners.earningFrom, new Date(now.getTime() - DAY_MS)))
    .orderBy(asc(userMiners.id));
  for (const miner of due) {
    const coinId = miner.coinId;
    const total = Math.round((miner.endsAt.getTime() - miner.earningFrom.getTime()) / DAY_MS);
    const days = Math.min(total, daysBetween(miner.earningFrom, now));
    for (let day = miner.paidDays + 1; day <= days; day++) {
      await deps.ledger.run(async (tx) => {
        const [updated] = await tx.db
          .update(userMiners)
          .set({
            paidDays: day,
            accumulated: new Money(miner.accumulated)
              .plus(new Money(miner.dailyYield).times(day - miner.paidDays))
              .toFixed(),
          })
          .where(
            and(
              eq(userMiners.id, miner.id),
              eq(userMiners.paidDays, day - 1),
              lt(userMiners.paidDays, total),
            ),
          )
          .returning();
        if (!updated) return;
        const at = new Date(miner.earningFrom.getTime() + day * DAY_MS);
        await tx.db.insert(minerYields).values({
          userMinerId: miner.id,
          userId: miner.userId,
          day,
          amount: miner.dailyYield,
          createdAt: at,
        });
        if (new Money(miner.dailyYield).gt(0)) {
          await tx.credit({
            userId: miner.userId,
            currencyId: coinId,
            amount: miner.dailyYield,
            from: 'mining_rewards',
            key: `miner:${miner.id}:yield:${day}`,
            kind: 'miner_yield',
          });
        }
      });
    }
  }
}
