// The console's OTC merchants: users who paid the margin, have ads, or whom an operator has acted
// on. Verify (a badge), suspend with a reason (every online ad goes offline in the same
// transaction; none goes online again until lifted), lift either. Open orders are never touched:
// they run to completion. Each change and its audit row (before, after) commit together, the
// merchant's margin row locked meanwhile, as publishing and showing an ad lock it (gates.ts).
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { otcAds, otcMerchants } from '../../db/schema/otc.ts';
import type { Deps } from '../../http/context.ts';
import { array, rows, sql } from '../../ledger/sql.ts';
import { toDecimalString } from '../../lib/decimal.ts';
import { recordAudit, type Actor } from '../audit/audit.ts';
import { merchantFail, type MerchantState } from './admin-errors.ts';
import { lockedMargin } from './gates.ts';
import { traderStats } from './traders.ts';

export type MerchantFilter = 'all' | 'verified' | 'suspended';
export interface MerchantQuery {
  status?: MerchantFilter;
  page?: number;
  limit?: number;
}

export const REASON_MAX = 500;

type MerchantRow = {
  user_id: number | string;
  nickname: string;
  email: string | null;
  margin_amount: string | null;
  margin_currency: string | null;
  margin_paid_at: Date | string | null;
  online_ads: number | string;
  total_ads: number | string;
  appeals: number | string;
  verified_at: Date | string | null;
  suspended_at: Date | string | null;
  suspension_reason: string | null;
};

const iso = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString());

/** Who counts as a merchant (one row each). */
const MERCHANTS = sql`(SELECT user_id FROM otc_margins UNION SELECT user_id FROM otc_ads
  UNION SELECT user_id FROM otc_merchants)`;

function filterOf(status: MerchantFilter = 'all') {
  if (status === 'verified') return sql`AND om.verified_at IS NOT NULL`;
  if (status === 'suspended') return sql`AND om.suspended_at IS NOT NULL`;
  return sql``;
}

/** The console's facts about these merchants: three aggregate queries for the whole page. */
async function merchantsOf(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  const found = await rows<MerchantRow>(
    db,
    sql`
    SELECT u.id AS user_id, u.nickname, u.email,
           mg.amount::text AS margin_amount, c.symbol AS margin_currency, mg.paid_at AS margin_paid_at,
           coalesce(a.online, 0) AS online_ads, coalesce(a.total, 0) AS total_ads,
           coalesce(ap.n, 0) AS appeals,
           om.verified_at, om.suspended_at, om.suspension_reason
    FROM users u
    LEFT JOIN otc_margins mg ON mg.user_id = u.id
    LEFT JOIN currencies c ON c.id = mg.currency_id
    LEFT JOIN otc_merchants om ON om.user_id = u.id
    LEFT JOIN (
      SELECT user_id, count(*) FILTER (WHERE status = 'online') AS online,
             count(*) FILTER (WHERE status <> 'deleted') AS total
      FROM otc_ads WHERE user_id = ANY(${array(ids)}::bigint[]) GROUP BY user_id
    ) a ON a.user_id = u.id
    LEFT JOIN (
      SELECT party AS user_id, count(*) AS n FROM (
        SELECT o.buyer_id AS party FROM otc_appeals p JOIN otc_orders o ON o.id = p.order_id
          WHERE o.buyer_id = ANY(${array(ids)}::bigint[])
        UNION ALL
        SELECT o.seller_id FROM otc_appeals p JOIN otc_orders o ON o.id = p.order_id
          WHERE o.seller_id = ANY(${array(ids)}::bigint[])
      ) parties GROUP BY party
    ) ap ON ap.user_id = u.id
    WHERE u.id = ANY(${array(ids)}::bigint[])`,
  );
  const stats = await traderStats(db, ids);
  const byId = new Map(found.map((r) => [Number(r.user_id), r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    const s = stats.get(id);
    if (!r || !s) return [];
    return [
      {
        user_id: id,
        nickname: r.nickname,
        email: r.email,
        margin_paid: r.margin_amount !== null,
        margin_amount: toDecimalString(r.margin_amount ?? '0'),
        margin_currency: r.margin_currency,
        margin_paid_at: iso(r.margin_paid_at),
        online_ads: Number(r.online_ads),
        total_ads: Number(r.total_ads),
        completed_orders: s.completed_orders,
        completion_rate: s.completion_rate,
        appeals: Number(r.appeals),
        verified: r.verified_at !== null,
        verified_at: iso(r.verified_at),
        suspended: r.suspended_at !== null,
        suspended_at: iso(r.suspended_at),
        suspension_reason: r.suspension_reason,
      },
    ];
  });
}

export async function listMerchants(deps: Deps, query: MerchantQuery) {
  const page = query.page ?? 1;
  const limit = query.limit ?? 20;
  const where = filterOf(query.status);
  const from = sql`FROM ${MERCHANTS} m LEFT JOIN otc_merchants om ON om.user_id = m.user_id
    WHERE true ${where}`;
  const [idRows, [total]] = await Promise.all([
    rows<{ user_id: number | string }>(
      deps.db,
      sql`SELECT m.user_id ${from} ORDER BY m.user_id DESC LIMIT ${limit} OFFSET ${(page - 1) * limit}`,
    ),
    rows<{ n: number | string }>(deps.db, sql`SELECT count(*) AS n ${from}`),
  ]);
  const items = await merchantsOf(
    deps.db,
    idRows.map((r) => Number(r.user_id)),
  );
  return { items, total: Number(total?.n ?? 0), page, limit };
}

async function isMerchant(db: Db, id: number): Promise<boolean> {
  const found = await rows(db, sql`SELECT 1 FROM ${MERCHANTS} m WHERE m.user_id = ${id}`);
  return found.length > 0;
}

async function merchantSummary(db: Db, id: number) {
  if (!Number.isSafeInteger(id) || !(await isMerchant(db, id))) throw merchantFail.unknown(id);
  const [merchant] = await merchantsOf(db, [id]);
  if (!merchant) throw merchantFail.unknown(id);
  return merchant;
}

type AppealRow = {
  order_id: number | string;
  order_no: string;
  buyer_id: number | string;
  by_role: 'buyer' | 'seller';
  description: string;
  created_at: Date | string;
  resolution: 'buyer' | 'seller' | null;
  resolved_at: Date | string | null;
  status: string;
};

/** Every appeal on an order the merchant was a party to, newest first. */
async function appealsOf(db: Db, id: number) {
  const found = await rows<AppealRow>(
    db,
    sql`
    SELECT o.id AS order_id, o.order_no, o.buyer_id, p.by_role, p.description, p.created_at,
           p.resolution, p.resolved_at, o.status
    FROM otc_appeals p JOIN otc_orders o ON o.id = p.order_id
    WHERE o.buyer_id = ${id} OR o.seller_id = ${id}
    ORDER BY p.created_at DESC, o.id DESC`,
  );
  return found.map((a) => ({
    order_id: Number(a.order_id),
    order_no: a.order_no,
    role: Number(a.buyer_id) === id ? ('buyer' as const) : ('seller' as const),
    appealed_by: a.by_role,
    description: a.description,
    created_at: iso(a.created_at)!,
    resolution: a.resolution,
    resolved_at: iso(a.resolved_at),
    order_status: a.status,
  }));
}

export async function merchantDetail(deps: Deps, id: number) {
  const merchant = await merchantSummary(deps.db, id);
  return { ...merchant, appeal_history: await appealsOf(deps.db, id) };
}

/** The reason as stored: trimmed, 1-500 characters. */
export function parseReason(input: unknown): string {
  const reason = typeof input === 'string' ? input.trim() : '';
  if (reason.length < 1 || reason.length > REASON_MAX) throw merchantFail.reason();
  return reason;
}

type Change =
  | { state: 'verified' }
  | { state: 'unverified' }
  | { state: 'suspended'; reason: string }
  | { state: 'unsuspended' };

const ACTION_OF: Record<MerchantState, string> = {
  verified: 'verify',
  unverified: 'unverify',
  suspended: 'suspend',
  unsuspended: 'unsuspend',
};

const snapshot = (m: Awaited<ReturnType<typeof merchantSummary>>) => ({
  verified: m.verified,
  suspended: m.suspended,
  suspension_reason: m.suspension_reason,
  online_ads: m.online_ads,
});

/** One change of a merchant's standing, audited; a suspension takes every online ad offline. */
export async function changeMerchant(deps: Deps, actor: Actor, id: number, change: Change) {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    // The margin row first (publishing and showing an ad lock it too), then the merchant's own
    // (created when first acted on), so two operators acting at once take turns.
    await lockedMargin(tx, id);
    await merchantSummary(tx, id); // 404 before anything is written
    await tx.insert(otcMerchants).values({ userId: id, updatedAt: now }).onConflictDoNothing();
    await tx.select().from(otcMerchants).where(eq(otcMerchants.userId, id)).for('update');
    const before = await merchantSummary(tx, id);
    const already =
      (change.state === 'verified' && before.verified) ||
      (change.state === 'unverified' && !before.verified) ||
      (change.state === 'suspended' && before.suspended) ||
      (change.state === 'unsuspended' && !before.suspended);
    if (already) throw merchantFail.alreadySo(change.state);
    const values =
      change.state === 'verified'
        ? { verifiedAt: now, verifiedBy: actor.operatorId }
        : change.state === 'unverified'
          ? { verifiedAt: null, verifiedBy: null }
          : change.state === 'suspended'
            ? { suspendedAt: now, suspensionReason: change.reason }
            : { suspendedAt: null, suspensionReason: null };
    await tx
      .update(otcMerchants)
      .set({ ...values, updatedAt: now })
      .where(eq(otcMerchants.userId, id));
    let offline = 0;
    if (change.state === 'suspended') {
      const taken = await tx
        .update(otcAds)
        .set({ status: 'offline', updatedAt: now })
        .where(and(eq(otcAds.userId, id), eq(otcAds.status, 'online')))
        .returning({ id: otcAds.id });
      offline = taken.length;
    }
    const after = await merchantSummary(tx, id);
    await recordAudit(tx, now, actor, {
      action: `otc_merchant.${ACTION_OF[change.state]}`,
      targetType: 'otc_merchant',
      targetId: String(id),
      before: snapshot(before),
      after: {
        ...snapshot(after),
        ...(change.state === 'suspended' ? { ads_taken_offline: offline } : {}),
      },
      reason: change.state === 'suspended' ? change.reason : null,
    });
    return after;
  });
}
