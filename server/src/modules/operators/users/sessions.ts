// An operator ends one session of a user (a device the user reported lost, say): the session and
// its audit row commit together; the session's sockets are told after the commit.
import { and, eq, gt, isNull } from 'drizzle-orm';
import { authUsers, sessions } from '../../../db/schema/auth.ts';
import { fail } from '../../../http/app-error.ts';
import type { Deps } from '../../../http/context.ts';
import { recordAudit, type Actor } from '../../audit/audit.ts';
import { recordAccountEventFrom } from '../../devices/activity.ts';
import { SESSIONS_ENDED } from '../../sessions/sessions.ts';
import { operatorUserFail } from './errors.ts';

export async function endUserSession(
  deps: Deps,
  actor: Actor,
  userId: number,
  sessionId: number,
  reason: string,
): Promise<void> {
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: authUsers.id })
      .from(authUsers)
      .where(eq(authUsers.id, userId))
      .for('update');
    if (!user) throw operatorUserFail.userUnknown(userId);
    const [ended] = await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(
        and(
          eq(sessions.id, sessionId),
          eq(sessions.userId, userId),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, now),
        ),
      )
      .returning({
        id: sessions.id,
        browser: sessions.browser,
        os: sessions.os,
        device: sessions.device,
        ip: sessions.ip,
      });
    if (!ended) throw fail.notFound(); // another user's, already over, or none
    await recordAudit(tx, now, actor, {
      action: 'user.end_session',
      targetType: 'user',
      targetId: String(userId),
      before: {
        session_id: ended.id,
        live: true,
        browser: ended.browser,
        os: ended.os,
        ip: ended.ip,
      },
      after: { session_id: ended.id, live: false },
      reason,
    });
    // The user reads it in the activity too, with the device that was signed out.
    const { browser, os, device, ip } = ended;
    await recordAccountEventFrom(tx, now, userId, 'signed_out_by_support', {
      browser,
      os,
      device,
      ip,
    });
  });
  deps.events.toUser(userId, {
    type: SESSIONS_ENDED,
    data: { reason: 'operator', session_ids: [sessionId] },
  });
}
