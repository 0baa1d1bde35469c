import type { withdrawals } from '../../db/schema/withdraw.ts';
import { toDecimalString } from '../../lib/decimal.ts';

type Row = typeof withdrawals.$inferSelect;

/** A withdrawal record as the API shows it (type, amount, fee, actual received, time, status). */
export function presentWithdrawal(row: Row, currency: string) {
  return {
    id: row.id,
    method: row.method,
    currency_id: row.currencyId,
    currency,
    network: row.network,
    destination: row.destination,
    amount: toDecimalString(row.amount),
    fee: toDecimalString(row.fee),
    receive: toDecimalString(row.receive),
    remark: row.remark,
    status: row.status,
    reason: row.reason,
    payout_reference: row.payoutReference,
    created_at: row.createdAt.toISOString(),
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
  };
}
