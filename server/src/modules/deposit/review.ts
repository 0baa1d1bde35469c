import { and, asc, eq } from 'drizzle-orm';
import { currencies } from '../../db/schema/core.ts';
import { deposits } from '../../db/schema/deposit.ts';
import type { LedgerTx } from '../../ledger/index.ts';
import { toDecimalString } from '../../lib/decimal.ts';
import type { AuditChange } from '../audit/audit.ts';
import { notify } from '../notifications/notify.ts';
import { amountParam, coinSymbol } from '../notifications/params.ts';
import { facts, numericId, photos } from '../review/detail.ts';
import { registerReviewKind, ReviewRefused, type ReviewContext } from '../review/registry.ts';

// The operator decides deposits: `npm run operator -- review approve deposit <id>` credits the
// user's spot wallet (the amount less the fee; the fee to the house) in the same transaction that
// marks the deposit passed, under the idempotency key `deposit:<id>`, so it is credited exactly once.
// `review reject deposit <id> <reason>` records the verdict and credits nothing.

function parseId(id: string): number {
  if (!/^\d{1,15}$/.test(id)) throw new ReviewRefused(`"${id}" is not a deposit id`);
  return Number(id);
}

const refused = (id: number) => new ReviewRefused(`no deposit ${id} is under review`);

async function pass(tx: LedgerTx, context: ReviewContext, id: number): Promise<AuditChange> {
  const [row] = await tx.db
    .select()
    .from(deposits)
    .where(and(eq(deposits.id, id), eq(deposits.status, 'under_review')));
  if (!row) throw refused(id);
  const legs = [
    {
      account: { house: 'external', currencyId: row.currencyId },
      bucket: 'available' as const,
      amount: `-${toDecimalString(row.amount)}`,
    },
    {
      account: { userId: row.userId, type: 'spot' as const, currencyId: row.currencyId },
      bucket: 'available' as const,
      amount: toDecimalString(row.actual),
    },
  ];
  if (Number(row.fee) > 0) {
    legs.push({
      account: { house: 'fees', currencyId: row.currencyId },
      bucket: 'available' as const,
      amount: toDecimalString(row.fee),
    });
  }
  const entry = await tx.post({
    kind: 'deposit',
    key: `deposit:${id}`,
    memo: { deposit_id: id, method: row.method },
    legs,
  });
  if (entry.replayed) throw refused(id);
  const [updated] = await tx.db
    .update(deposits)
    .set({ status: 'passed', entryId: entry.id, reviewedAt: context.clock() })
    .where(and(eq(deposits.id, id), eq(deposits.status, 'under_review')))
    .returning({ id: deposits.id });
  if (!updated) throw refused(id);
  await notify(tx, context.events, context.clock(), {
    userId: row.userId,
    kind: 'deposit_credited',
    params: { coin: await coinSymbol(tx.db, row.currencyId), amount: amountParam(row.actual) },
    object: { type: 'deposit', id },
  });
  return {
    before: { status: 'under_review' },
    after: { status: 'passed', credited: toDecimalString(row.actual), entry_id: entry.id },
  };
}

async function reject(
  tx: LedgerTx,
  context: ReviewContext,
  id: number,
  reason: string,
): Promise<AuditChange> {
  const [row] = await tx.db
    .update(deposits)
    .set({
      status: 'rejected',
      reason: reason.slice(0, 500) || 'rejected',
      reviewedAt: context.clock(),
    })
    .where(and(eq(deposits.id, id), eq(deposits.status, 'under_review')))
    .returning();
  if (!row) throw refused(id);
  await notify(tx, context.events, context.clock(), {
    userId: row.userId,
    kind: 'deposit_rejected',
    params: {
      coin: await coinSymbol(tx.db, row.currencyId),
      amount: amountParam(row.amount),
      reason: row.reason ?? '',
    },
    object: { type: 'deposit', id },
  });
  return { before: { status: 'under_review' }, after: { status: 'rejected' } };
}

type Row = typeof deposits.$inferSelect;

const summary = (r: Row, symbol: string) =>
  `user ${r.userId}: ${r.method} ${toDecimalString(r.amount)} ${symbol}` +
  (r.method === 'chain' ? ` via ${r.network} to ${r.address}` : '') +
  `, fee ${toDecimalString(r.fee)}, proof ${r.proofUploadId}`;

const withSymbol = (context: ReviewContext) =>
  context.database.db
    .select({ row: deposits, symbol: currencies.symbol })
    .from(deposits)
    .innerJoin(currencies, eq(currencies.id, deposits.currencyId));

registerReviewKind({
  kind: 'deposit',
  description: 'deposits by chain, bank card, WeChat or Alipay (pass credits the spot wallet)',
  async listPending(context) {
    const rows = await withSymbol(context)
      .where(eq(deposits.status, 'under_review'))
      .orderBy(asc(deposits.id));
    return rows.map(({ row: r, symbol }) => ({
      id: String(r.id),
      createdAt: r.createdAt,
      summary: summary(r, symbol),
    }));
  },
  async detail(context, id) {
    const depositId = numericId(id);
    if (depositId === undefined) return undefined;
    const [found] = await withSymbol(context).where(eq(deposits.id, depositId));
    if (!found) return undefined;
    const { row: r, symbol } = found;
    return {
      status: r.status,
      summary: summary(r, symbol),
      createdAt: r.createdAt,
      userId: r.userId,
      facts: facts({
        method: r.method,
        currency: symbol,
        amount: toDecimalString(r.amount),
        fee: toDecimalString(r.fee),
        receive: toDecimalString(r.actual),
        network: r.network,
        address: r.address,
        reason: r.reason,
      }),
      photos: photos({ proof: r.proofUploadId }),
    };
  },
  approve: (tx, context, id) => pass(tx, context, parseId(id)),
  reject: (tx, context, id, reason) => reject(tx, context, parseId(id), reason),
});
