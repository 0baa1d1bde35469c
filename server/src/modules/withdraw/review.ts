import { and, asc, eq } from 'drizzle-orm';
import { withdrawals } from '../../db/schema/withdraw.ts';
import type { LedgerTx } from '../../ledger/index.ts';
import { Money, toDecimalString } from '../../lib/decimal.ts';
import type { AuditChange } from '../audit/audit.ts';
import { notify } from '../notifications/notify.ts';
import { amountParam, coinSymbol } from '../notifications/params.ts';
import { numericId } from '../review/detail.ts';
import { registerReviewKind, ReviewRefused, type ReviewContext } from '../review/registry.ts';
import { summarizeWithdrawal, withdrawalDetail } from './review-detail.ts';

/** Longest payout reference (a chain tx hash is 64-66 characters; bank references are shorter). */
export const PAYOUT_REFERENCE_MAX = 128;

// The operator decides withdrawals: `npm run operator -- review approve withdraw <id> --reference <ref>`.
// Pass: the frozen amount leaves the user (fee to the house fee account, the rest to 'external'),
// recording the payout reference (chain tx hash or bank reference) the user then sees.
// Reject: the frozen amount returns to the user's available balance. Status and money in one entry run.
// The user is told in the same transaction: approval is the payout (withdraw_paid, with the reference;
// there is no separate approval step), rejection withdraw_rejected (with the reason when given).

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
  payoutReference: string | null = null,
): Promise<AuditChange> {
  const withdrawalId = parseId(id);
  const change = {
    before: { status: 'under_review' },
    after: payoutReference
      ? { status: verdict, payout_reference: payoutReference }
      : { status: verdict },
  };
  const [row] = await tx.db
    .update(withdrawals)
    .set({ status: verdict, reason, payoutReference, reviewedAt: context.clock() })
    .where(and(eq(withdrawals.id, withdrawalId), eq(withdrawals.status, 'under_review')))
    .returning();
  if (!row) throw new ReviewRefused(`no withdrawal ${id} is under review`);
  const base = {
    userId: row.userId,
    currencyId: row.currencyId,
    memo: { withdrawal_id: row.id },
  };
  const params = {
    coin: await coinSymbol(tx.db, row.currencyId),
    amount: amountParam(row.amount),
  };
  const object = { type: 'withdraw' as const, id: row.id };
  if (verdict === 'rejected') {
    await tx.unfreeze({
      ...base,
      amount: toDecimalString(row.amount),
      key: `withdraw:${row.id}:unfreeze`,
      kind: 'withdraw_reject',
    });
    await notify(tx, context.events, context.clock(), {
      userId: row.userId,
      kind: 'withdraw_rejected',
      params: row.reason ? { ...params, reason: row.reason } : params,
      object,
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
  await notify(tx, context.events, context.clock(), {
    userId: row.userId,
    kind: 'withdraw_paid',
    params: { ...params, reference: row.payoutReference ?? '' },
    object,
  });
  return change;
}

/** The payout reference an approval must carry: trimmed, 1 to 128 characters. */
function payoutReferenceOf(given: string | undefined): string {
  const reference = given?.trim() ?? '';
  if (!reference || reference.length > PAYOUT_REFERENCE_MAX)
    throw new ReviewRefused(
      `approving a withdrawal needs its payout reference (1-${PAYOUT_REFERENCE_MAX} characters: the chain transaction hash or bank reference)`,
    );
  return reference;
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
      summary: summarizeWithdrawal(r),
    }));
  },
  async detail(context, id) {
    const withdrawalId = numericId(id);
    return withdrawalId === undefined ? undefined : withdrawalDetail(context, withdrawalId);
  },
  approve: (tx, context, id, options) =>
    decide(tx, context, id, 'passed', null, payoutReferenceOf(options.payoutReference)),
  reject: (tx, context, id, reason) => decide(tx, context, id, 'rejected', reason.slice(0, 500)),
});
