// The user's own withdrawal records, newest first (charge_mention/log3).
import { count, desc, eq } from 'drizzle-orm';
import type { Deps } from '../../http/context.ts';
import { currencies } from '../../db/schema/core.ts';
import { withdrawals } from '../../db/schema/withdraw.ts';
import { presentWithdrawal } from './present.ts';

export async function listWithdrawals(
  deps: Deps,
  userId: number,
  page: { page: number; limit: number; offset: number },
) {
  const mine = eq(withdrawals.userId, userId);
  const rows = await deps.db
    .select({ row: withdrawals, currency: currencies.symbol })
    .from(withdrawals)
    .innerJoin(currencies, eq(currencies.id, withdrawals.currencyId))
    .where(mine)
    .orderBy(desc(withdrawals.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await deps.db.select({ n: count() }).from(withdrawals).where(mine);
  return {
    items: rows.map((r) => presentWithdrawal(r.row, r.currency)),
    total: Number(total?.n ?? 0),
    page: page.page,
    limit: page.limit,
  };
}
