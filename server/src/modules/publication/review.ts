// The operator decides subscriptions: `npm run operator -- review approve subscription <id>`.
// Pass: the frozen payment goes to the issuance book and the coins are minted into the user's spot
// wallet as frozen (locked) until the lock-up ends (unlock.ts). Reject: the payment is unfrozen and the
// reserved coins return to the project's supply.
import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { currencies } from '../../db/schema/core.ts';
import { projects, subscriptions } from '../../db/schema/publication.ts';
import { houseAccount, userAccount, type LedgerTx } from '../../ledger/index.ts';
import { toDecimalString } from '../../lib/decimal.ts';
import type { AuditChange } from '../audit/audit.ts';
import { notify } from '../notifications/notify.ts';
import { amountParam } from '../notifications/params.ts';
import { facts, numericId } from '../review/detail.ts';
import { registerReviewKind, ReviewRefused, type ReviewContext } from '../review/registry.ts';
import { DAY_MS } from './coins.ts';

function parseId(id: string): number {
  if (!/^\d{1,15}$/.test(id)) throw new ReviewRefused(`"${id}" is not a subscription id`);
  return Number(id);
}

async function approve(tx: LedgerTx, context: ReviewContext, id: string): Promise<AuditChange> {
  const now = context.clock();
  const [row] = await tx.db
    .update(subscriptions)
    .set({ status: 'passed', reviewedAt: now })
    .where(and(eq(subscriptions.id, parseId(id)), eq(subscriptions.status, 'under_review')))
    .returning();
  if (!row) throw new ReviewRefused(`no subscription ${id} is under review`);
  const [project] = await tx.db.select().from(projects).where(eq(projects.id, row.projectId));
  // The lock-up the subscription was made under (copied at subscription), not the project's now.
  await tx.db
    .update(subscriptions)
    .set({ unlockAt: new Date(now.getTime() + row.lockDays * DAY_MS) })
    .where(eq(subscriptions.id, row.id));
  await tx.settleFrozen({
    userId: row.userId,
    currencyId: row.payCurrencyId,
    amount: row.amount,
    to: { house: 'issuance' },
    key: `subscription:${row.id}:pay`,
    kind: 'subscription_pay',
  });
  await tx.post({
    kind: 'subscription_allocate',
    key: `subscription:${row.id}:allocate`,
    memo: { subscription_id: row.id },
    legs: [
      {
        account: houseAccount('issuance', project!.currencyId),
        bucket: 'available',
        amount: `-${row.quantity}`,
      },
      {
        account: userAccount(row.userId, project!.currencyId),
        bucket: 'frozen',
        amount: row.quantity,
      },
    ],
  });
  // The user is told of the allotment: the project's coin (its name is the product's) and quantity.
  const [coin] = await tx.db
    .select({ symbol: currencies.symbol, name: currencies.name })
    .from(currencies)
    .where(eq(currencies.id, project!.currencyId));
  await notify(tx, context.events, now, {
    userId: row.userId,
    kind: 'subscription_allotted',
    params: {
      product: coin?.name ?? '',
      coin: coin?.symbol ?? '',
      amount: amountParam(row.quantity),
    },
    object: { type: 'subscription', id: row.id, projectId: row.projectId },
  });
  return {
    before: { status: 'under_review' },
    after: { status: 'passed', quantity: row.quantity, paid: row.amount },
  };
}

async function reject(
  tx: LedgerTx,
  context: ReviewContext,
  id: string,
  reason: string,
): Promise<AuditChange> {
  const [row] = await tx.db
    .update(subscriptions)
    .set({ status: 'rejected', reviewedAt: context.clock(), reason: reason.slice(0, 500) })
    .where(and(eq(subscriptions.id, parseId(id)), eq(subscriptions.status, 'under_review')))
    .returning();
  if (!row) throw new ReviewRefused(`no subscription ${id} is under review`);
  await tx.db
    .update(projects)
    .set({ reserved: sql`${projects.reserved} - ${row.quantity}` })
    .where(eq(projects.id, row.projectId));
  await tx.unfreeze({
    userId: row.userId,
    currencyId: row.payCurrencyId,
    amount: row.amount,
    key: `subscription:${row.id}:unfreeze`,
    kind: 'subscription_reject',
  });
  return {
    before: { status: 'under_review' },
    after: { status: 'rejected', refunded: row.amount },
  };
}

type Row = typeof subscriptions.$inferSelect;

const summary = (r: Row) =>
  `user ${r.userId}: project ${r.projectId}, pays ${r.amount} of currency ${r.payCurrencyId} for ${r.quantity} coins`;

const coin = alias(currencies, 'coin');
const pay = alias(currencies, 'pay');

async function detail(context: ReviewContext, id: number) {
  const [found] = await context.database.db
    .select({ row: subscriptions, project: projects, coin: coin.symbol, pay: pay.symbol })
    .from(subscriptions)
    .innerJoin(projects, eq(projects.id, subscriptions.projectId))
    .innerJoin(coin, eq(coin.id, projects.currencyId))
    .innerJoin(pay, eq(pay.id, subscriptions.payCurrencyId))
    .where(eq(subscriptions.id, id));
  if (!found) return undefined;
  const { row: r, project } = found;
  return {
    status: r.status,
    summary: summary(r),
    createdAt: r.createdAt,
    userId: r.userId,
    facts: facts({
      project: project.id,
      coin: found.coin,
      quantity: toDecimalString(r.quantity),
      price: `${toDecimalString(r.issuePrice)} USDT`,
      amount: toDecimalString(r.amount),
      pay_currency: found.pay,
      rate: `${toDecimalString(r.rate)} USDT`,
      lock_days: r.lockDays,
      reason: r.reason,
    }),
    photos: [],
  };
}

registerReviewKind({
  kind: 'subscription',
  description: 'new-coin subscription (payment frozen until decided)',
  async listPending(context) {
    const rows = await context.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.status, 'under_review'))
      .orderBy(asc(subscriptions.id));
    return rows.map((r) => ({ id: String(r.id), createdAt: r.createdAt, summary: summary(r) }));
  },
  async detail(context, id) {
    const subscriptionId = numericId(id);
    return subscriptionId === undefined ? undefined : detail(context, subscriptionId);
  },
  approve,
  reject,
});
