// Option delivery: every waiting order whose delivery instant has come settles at the feed's price of
// THAT instant (not the job's "now"), recorded as the tick used. Won: the option book pays
// stake × (1 + payout ratio) into the user's options account. One ledger transaction per order;
// idempotent (only 'waiting' rows change, ledger keys are unique).
import { and, asc, eq, lte } from 'drizzle-orm';
import type { Deps } from '../../http/context.ts';
import { optionOrders } from '../../db/schema/derivatives.ts';
import { houseAccount, userAccount } from '../../ledger/index.ts';
import { Money, roundCredit, toDecimalString } from '../../lib/decimal.ts';
import { usdtPrice } from '../market/prices.ts';
import type { Job } from '../jobs/index.ts';
import { notify } from '../notifications/notify.ts';
import { amountParam, coinSymbol } from '../notifications/params.ts';
import { optionOutcome } from './outcome.ts';
import type { OptionRow } from './present.ts';

const BATCH = 200;
const PAYOUT_PLACES = 8;

async function settleOne(deps: Deps, order: OptionRow, now: Date): Promise<void> {
  const tickAt = order.deliverAt;
  const price = usdtPrice(order.pairId, tickAt);
  const result = optionOutcome(order.direction, order.openPrice, price, order.flatBand);
  const payout =
    result === 'won'
      ? roundCredit(
          new Money(order.quantity).times(new Money(1).plus(order.payoutRatio)),
          PAYOUT_PLACES,
        )
      : new Money(0);
  await deps.ledger.run(async (tx) => {
    const [settled] = await tx.db
      .update(optionOrders)
      .set({
        status: 'settled',
        result,
        deliveryPrice: price,
        tickAt,
        payout: payout.toFixed(),
        settledAt: now,
      })
      .where(and(eq(optionOrders.id, order.id), eq(optionOrders.status, 'waiting')))
      .returning();
    if (!settled) return;
    if (payout.gt(0)) {
      const amount = toDecimalString(payout);
      const entry = await tx.post({
        kind: 'option_payout',
        key: `option:${order.id}:settle`,
        memo: { option_id: order.id, delivery_price: price, tick_at: tickAt.toISOString() },
        legs: [
          {
            account: houseAccount('options_book', order.currencyId),
            bucket: 'available',
            amount: `-${amount}`,
          },
          {
            account: userAccount(order.userId, order.currencyId, 'options'),
            bucket: 'available',
            amount,
          },
        ],
      });
      await tx.db
        .update(optionOrders)
        .set({ settleEntryId: entry.id })
        .where(eq(optionOrders.id, order.id));
    }
    await notify(tx, deps.events, now, {
      userId: order.userId,
      kind: 'option_settled',
      params: {
        pair: `${await coinSymbol(tx.db, order.pairId)}/USDT`,
        result,
        payout: amountParam(payout.toFixed()),
      },
      object: { type: 'option_order', id: order.id },
    });
    tx.afterCommit(() =>
      deps.events.toUser(order.userId, {
        type: 'option.settled',
        data: {
          id: order.id,
          result,
          delivery_price: price,
          tick_at: tickAt.toISOString(),
          payout: toDecimalString(payout),
        },
      }),
    );
  });
}

/** Settles everything due at `now`, oldest delivery first. */
export async function deliverOptions(deps: Deps, now: Date): Promise<void> {
  for (;;) {
    const due = await deps.db
      .select()
      .from(optionOrders)
      .where(and(eq(optionOrders.status, 'waiting'), lte(optionOrders.deliverAt, now)))
      .orderBy(asc(optionOrders.deliverAt), asc(optionOrders.id))
      .limit(BATCH);
    for (const order of due) await settleOne(deps, order, now);
    if (due.length < BATCH) return;
  }
}

export const optionJobs = (deps: Deps): Job[] => [
  {
    name: 'options.deliver',
    description: 'Delivers option orders whose duration has ended, at the tick of their end',
    everyMs: 1000,
    run: (now) => deliverOptions(deps, now),
  },
];
