// Settles follow orders whose period has ended, at the market price of their closing instant (even
// when the job runs late). Idempotent: a settled order is no longer in progress, and the payout key is
// unique per order.
import { and, asc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { copyOrders } from '../../db/schema/trust.ts';
import type { Ledger } from '../../ledger/index.ts';
import { Money, roundCredit, roundFee } from '../../lib/decimal.ts';
import { usdtPrice } from '../market/prices.ts';
import { COPY_HOUSE } from './follow.ts';
import { positionReturn } from './traders.ts';

const PLACES = 8;

export function settlement(
  amount: string,
  direction: 'long' | 'short',
  openPrice: string,
  closePrice: string,
  commissionRate: string,
) {
  const rate = positionReturn(direction, openPrice, closePrice);
  const principal = new Money(amount);
  const rawProfit = principal.times(rate);
  const commission = rawProfit.gt(0)
    ? roundFee(rawProfit.times(commissionRate), PLACES)
    : new Money(0);
  const payout = roundCredit(Money.max(0, principal.plus(rawProfit).minus(commission)), PLACES);
  return { rate, commission, payout, profit: payout.plus(commission).minus(principal) };
}

export async function settleDueFollows(
  context: { db: Db; ledger: Ledger },
  now: Date,
): Promise<number> {
  // The terms are the order's own copy (0029): an operator's later edit or close changes nothing here.
  const due = await context.db
    .select()
    .from(copyOrders)
    .where(and(eq(copyOrders.status, 'in_progress'), lte(copyOrders.closesAt, now)))
    .orderBy(asc(copyOrders.id));
  for (const order of due) {
    const closePrice = usdtPrice(order.traderCurrencyId, order.closesAt);
    const result = settlement(
      order.amount,
      order.direction,
      order.openPrice,
      closePrice,
      order.commissionRate,
    );
    await context.ledger.run(async (tx) => {
      const [updated] = await tx.db
        .update(copyOrders)
        .set({
          status: 'ended',
          closePrice,
          returnRate: result.rate.toFixed(),
          profit: result.profit.toFixed(),
          commission: result.commission.toFixed(),
          payout: result.payout.toFixed(),
          closedAt: order.closesAt,
        })
        .where(and(eq(copyOrders.id, order.id), eq(copyOrders.status, 'in_progress')))
        .returning();
      if (!updated) return;
      if (result.payout.gt(0)) {
        await tx.credit({
          userId: order.userId,
          currencyId: order.currencyId,
          amount: result.payout,
          type: 'trust',
          from: COPY_HOUSE,
          key: `copy:payout:${order.id}`,
          kind: 'copy_payout',
        });
      }
    });
  }
  return due.length;
}
