import { and, asc, eq } from 'drizzle-orm';
import { withdrawals } from '../../db/schema/withdraw.ts';
import type { LedgerTx } from '../../ledger/index.ts';
import { Money, toDecimalString } from '../../lib/decimal.ts';
import type { AuditChange } from '../audit/audit.ts';
import { registerReviewKind, ReviewRefused, type ReviewContext } from '../review/registry.ts';

// The operator decides withdrawals: `npm run operator -- review approve withdraw <id>`.
// Pass: the frozen amount leaves the user (fee to the house fee account, the rest to 'external').
// Reject: the frozen amount returns to the user's available balance. Status and money in one entry run.

function parseId(id: string): number {
  if (!/^\d{1,15}$/.test(id)) throw new ReviewRefused(`"${id}" is not a withdrawal id`);
  return Number(id);
}

async function decide(
  tx: LedgerTx,
  context: ReviewContext,
  id: string,
  verdict: 'passed' | 'rejected',
  reason: string | null,
): Promise<AuditChange> {
  const withdrawalId = parseId(id);
  const change = {
    before: { status: 'under_review' },
    after: { status: verdict },
  };
  const [row] = await tx.db
    .update(withdrawals)
    .set({ status: verdict, reason, reviewedAt: context.clock() })
    .where(and(eq(withdrawals.id, withdrawalId), eq(withdrawals.status, 'under_review')))
    .returning();
  if (!row) throw new ReviewRefused(`no withdrawal ${id} is under review`);
  const base = {
    userId: row.userId,
    currencyId: row.currencyId,
    memo: { withdrawal_id: row.id },
  };
  if (verdict === 'rejected') {
    await tx.unfreeze({
      ...base,
      amount: toDecimalString(row.amount),
      key: `withdraw:${row.id}:unfreeze`,
      kind: 'withdraw_reject',
    });
    return change;
  }
  await tx.settleFrozen({
    ...base,
    amount: toDecimalString(row.receive),
    to: { house: 'external' },
    key: `withdraw:${row.id}:pay`,
    kind: 'withdraw_pay',
  });
  if (new Money(row.fee).gt(0)) {
    await tx.settleFrozen({
      ...base,
      amount: toDecimalString(row.fee),
      to: { house: 'fees' },
      key: `withdraw:${row.id}:fee`,
      kind: 'withdraw_fee',
    });
  }
  return change;
}

registerReviewKind({
  kind: 'withdraw',
  description: 'withdrawals by chain address or bank card (funds frozen while pending)',
  async listPending(context) {
    const rows = await context.database.db
      .select()
      .from(withdrawals)
      .where(eq(withdrawals.status, 'under_review'))
      .orderBy(asc(withdrawals.id));
    return rows.map((r) => ({
      id: String(r.id),
      createdAt: r.createdAt,
      summary: `user ${r.userId}: ${r.amount} of currency ${r.currencyId} (fee ${r.fee}, receives ${r.receive}) by ${r.method} to ${r.network ?? ''} ${r.destination}`,
    }));
  },
  approve: (tx, context, id) => decide(tx, context, id, 'passed', null),
  reject: (tx, context, id, reason) => decide(tx, context, id, 'rejected', reason.slice(0, 500)),
});
