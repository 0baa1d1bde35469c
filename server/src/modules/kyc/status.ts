import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { authUsers } from '../../db/schema/auth.ts';
import { kycApplications, type KycLevelName } from '../../db/schema/kyc.ts';

export type KycLevel = 'none' | KycLevelName;
export type KycLevelStatus = 'unverified' | 'under_review' | 'verified' | 'rejected';

export interface KycLevelState {
  status: KycLevelStatus;
  reason: string | null;
  submittedAt: Date | null;
  reviewedAt: Date | null;
}

export interface KycState {
  level: KycLevel;
  basic: KycLevelState;
  advanced: KycLevelState;
}

type Application = typeof kycApplications.$inferSelect;
const UNVERIFIED: KycLevelState = {
  status: 'unverified',
  reason: null,
  submittedAt: null,
  reviewedAt: null,
};

/** A level's state: verified once approved (a later refusal cannot undo it), else its latest application's. */
function levelState(applications: Application[], level: KycLevelName): KycLevelState {
  const mine = applications.filter((a) => a.level === level);
  const chosen = mine.find((a) => a.status === 'verified') ?? mine[0];
  if (!chosen) return UNVERIFIED;
  return {
    status: chosen.status,
    reason: chosen.status === 'rejected' ? chosen.reason : null,
    submittedAt: chosen.createdAt,
    reviewedAt: chosen.reviewedAt,
  };
}

/** The user's verification state; other modules gate withdrawals and trading on it. */
export async function kycStatus(db: Db, userId: number): Promise<KycState> {
  const applications = await db
    .select()
    .from(kycApplications)
    .where(eq(kycApplications.userId, userId))
    .orderBy(desc(kycApplications.id));
  const basic = levelState(applications, 'basic');
  const advanced = levelState(applications, 'advanced');
  const level: KycLevel =
    basic.status !== 'verified' ? 'none' : advanced.status === 'verified' ? 'advanced' : 'basic';
  return { level, basic, advanced };
}

/** Keeps the summary on the user row (`kyc_status`, `kyc_level` of `User`) in step with the applications. */
export async function syncUserKyc(db: Db, userId: number): Promise<KycState> {
  const state = await kycStatus(db, userId);
  const pending = state.basic.status === 'under_review' || state.advanced.status === 'under_review';
  const kycStatusSummary = pending
    ? 'under_review'
    : state.level === 'none'
      ? 'unverified'
      : 'verified';
  await db
    .update(authUsers)
    .set({ kycStatus: kycStatusSummary, kycLevel: state.level })
    .where(eq(authUsers.id, userId));
  return state;
}

export function presentKyc(state: KycState) {
  const level = (s: KycLevelState) => ({
    status: s.status,
    reason: s.reason,
    submitted_at: s.submittedAt?.toISOString() ?? null,
    reviewed_at: s.reviewedAt?.toISOString() ?? null,
  });
  return { level: state.level, basic: level(state.basic), advanced: level(state.advanced) };
}
