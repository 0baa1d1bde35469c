import { and, asc, desc, eq } from 'drizzle-orm';
import { kycApplications, type KycLevelName } from '../../db/schema/kyc.ts';
import type { LedgerTx } from '../../ledger/index.ts';
import type { AuditChange } from '../audit/audit.ts';
import { notify } from '../notifications/notify.ts';
import { facts, numericId, photos, type ItemDetail } from '../review/detail.ts';
import { registerReviewKind, ReviewRefused, type ReviewContext } from '../review/registry.ts';
import { syncUserKyc } from './status.ts';

// The operator decides KYC applications: `npm run operator -- review approve kyc_basic <id>`.

function parseId(id: string): number {
  if (!/^\d{1,15}$/.test(id)) throw new ReviewRefused(`"${id}" is not an application id`);
  return Number(id);
}

async function decide(
  tx: LedgerTx,
  context: ReviewContext,
  level: KycLevelName,
  id: string,
  verdict: { status: 'verified' | 'rejected'; reason: string | null },
): Promise<AuditChange> {
  const { db } = tx;
  const now = context.clock();
  const [row] = await db
    .update(kycApplications)
    .set({ status: verdict.status, reason: verdict.reason, reviewedAt: now })
    .where(
      and(
        eq(kycApplications.id, parseId(id)),
        eq(kycApplications.level, level),
        eq(kycApplications.status, 'under_review'),
      ),
    )
    .returning({ id: kycApplications.id, userId: kycApplications.userId });
  if (!row) throw new ReviewRefused(`no ${level} KYC application ${id} is under review`);
  await syncUserKyc(db, row.userId);
  await notify(tx, context.events, now, {
    userId: row.userId,
    kind: verdict.status === 'verified' ? 'kyc_approved' : 'kyc_rejected',
    params: { level },
    object: { type: 'kyc', id: row.id },
  });
  return {
    before: { status: 'under_review', user_id: row.userId },
    after: { status: verdict.status, user_id: row.userId },
  };
}

type Row = typeof kycApplications.$inferSelect;

const summary = (r: Row) =>
  r.level === 'basic'
    ? `user ${r.userId}: ${r.fullName}, ${r.country}, ID ${r.idNumber}, contact ${r.contact}, photos ${r.frontUploadId} ${r.backUploadId} ${r.handUploadId}`
    : `user ${r.userId}: ${r.address}, proof ${r.addressUploadId}`;

/** The identity facts and photos of a basic application. */
const identity = (r: Row) => ({
  facts: facts({ name: r.fullName, country: r.country, id_number: r.idNumber, contact: r.contact }),
  photos: photos({ id_front: r.frontUploadId, id_back: r.backUploadId, selfie: r.handUploadId }),
});

/** An advanced application beside the identity it builds on (the user's verified basic one), so
 * the reviewer can match the name on the address proof. */
async function detail(context: ReviewContext, r: Row): Promise<ItemDetail> {
  const base = { status: r.status, summary: summary(r), createdAt: r.createdAt, userId: r.userId };
  if (r.level === 'basic') {
    const own = identity(r);
    return { ...base, facts: [...own.facts, ...facts({ reason: r.reason })], photos: own.photos };
  }
  const [basic] = await context.database.db
    .select()
    .from(kycApplications)
    .where(
      and(
        eq(kycApplications.userId, r.userId),
        eq(kycApplications.level, 'basic'),
        eq(kycApplications.status, 'verified'),
      ),
    )
    .orderBy(desc(kycApplications.id))
    .limit(1);
  const known = basic ? identity(basic) : { facts: [], photos: [] };
  return {
    ...base,
    facts: [...facts({ address: r.address }), ...known.facts, ...facts({ reason: r.reason })],
    photos: [...photos({ address_proof: r.addressUploadId }), ...known.photos],
  };
}

function kind(level: KycLevelName, description: string) {
  registerReviewKind({
    kind: `kyc_${level}`,
    description,
    async listPending(context) {
      const rows = await context.database.db
        .select()
        .from(kycApplications)
        .where(and(eq(kycApplications.level, level), eq(kycApplications.status, 'under_review')))
        .orderBy(asc(kycApplications.id));
      return rows.map((r) => ({ id: String(r.id), createdAt: r.createdAt, summary: summary(r) }));
    },
    async detail(context, id) {
      const applicationId = numericId(id);
      if (applicationId === undefined) return undefined;
      const [row] = await context.database.db
        .select()
        .from(kycApplications)
        .where(and(eq(kycApplications.id, applicationId), eq(kycApplications.level, level)));
      return row && detail(context, row);
    },
    approve: (tx, context, id) =>
      decide(tx, context, level, id, { status: 'verified', reason: null }),
    reject: (tx, context, id, reason) =>
      decide(tx, context, level, id, { status: 'rejected', reason: reason.slice(0, 500) }),
  });
}

kind('basic', 'basic (primary) identity verification');
kind('advanced', 'advanced identity verification');
