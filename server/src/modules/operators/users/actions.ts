import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/index.ts';
import { authUsers, sessions } from '../../../db/schema/auth.ts';
import { fundPasswordFailures } from '../../../db/schema/security.ts';
import type { Deps } from '../../../http/context.ts';
import { recordAudit, type Actor } from '../../audit/audit.ts';
import { revokeAllSessions, SESSIONS_ENDED } from '../../sessions/sessions.ts';
import type { UserRow } from '../../users/repo.ts';
import { operatorUserFail } from './errors.ts';

// What an operator may do to a user's account. Each action and its audit row (before, after,
// reason) commit together; the user's row is locked meanwhile, so two operators acting at once
// record what each really changed.

export const USER_ACTIONS = [
  'freeze_sign_in',
  'unfreeze_sign_in',
  'freeze_withdrawals',
  'unfreeze_withdrawals',
  'end_sessions',
  'reset_fund_password',
] as const;
export type UserAction = (typeof USER_ACTIONS)[number];

async function liveSessions(db: Db, now: Date, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(sessions)
    .where(
      and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)),
    );
  return Number(row?.n ?? 0);
}

type Change = { before: Record<string, unknown>; after: Record<string, unknown>; ends: boolean };

async function apply(db: Db, now: Date, user: UserRow, action: UserAction): Promise<Change> {
  const set = (values: Partial<UserRow>) =>
    db.update(authUsers).set(values).where(eq(authUsers.id, user.id));
  const endAll = async () => {
    const live = await liveSessions(db, now, user.id);
    await revokeAllSessions(db, now, user.id);
    return live;
  };
  const signIn = user.signInFrozenAt !== null;
  const withdrawals = user.withdrawFrozenAt !== null;
  switch (action) {
    case 'freeze_sign_in': {
      await set({ signInFrozenAt: user.signInFrozenAt ?? now });
      const live = await endAll();
      return {
        before: { sign_in_frozen: signIn, live_sessions: live },
        after: { sign_in_frozen: true, live_sessions: 0 },
        ends: true,
      };
    }
    case 'unfreeze_sign_in':
      await set({ signInFrozenAt: null });
      return { before: { sign_in_frozen: signIn }, after: { sign_in_frozen: false }, ends: false };
    case 'freeze_withdrawals':
      await set({ withdrawFrozenAt: user.withdrawFrozenAt ?? now });
      return {
        before: { withdraw_frozen: withdrawals },
        after: { withdraw_frozen: true },
        ends: false,
      };
    case 'unfreeze_withdrawals':
      await set({ withdrawFrozenAt: null });
      return {
        before: { withdraw_frozen: withdrawals },
        after: { withdraw_frozen: false },
        ends: false,
      };
    case 'end_sessions':
      return { before: { live_sessions: await endAll() }, after: { live_sessions: 0 }, ends: true };
    case 'reset_fund_password':
      // The user sets a new one with a verification code (e_pwd's first-time path).
      await set({ fundPasswordHash: null });
      await db.delete(fundPasswordFailures).where(eq(fundPasswordFailures.userId, user.id));
      return {
        before: { fund_password_set: user.fundPasswordHash !== null },
        after: { fund_password_set: false },
        ends: false,
      };
  }
}

export async function actOnUser(
  deps: Deps,
  actor: Actor,
  userId: number,
  action: UserAction,
  reason: string,
): Promise<void> {
  const now = deps.clock();
  const ends = await deps.db.transaction(async (tx) => {
    const [user] = await tx.select().from(authUsers).where(eq(authUsers.id, userId)).for('update');
    if (!user) throw operatorUserFail.userUnknown(userId);
    const change = await apply(tx, now, user, action);
    await recordAudit(tx, now, actor, {
      action: `user.${action}`,
      targetType: 'user',
      targetId: String(userId),
      before: change.before,
      after: change.after,
      reason,
    });
    return change.ends;
  });
  // After commit: the user's open sockets learn their session is over.
  if (ends) deps.events.toUser(userId, { type: SESSIONS_ENDED, data: { reason: 'operator' } });
}
