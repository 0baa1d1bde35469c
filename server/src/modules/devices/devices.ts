import { and, desc, eq, gt, inArray, isNull, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { sessions } from '../../db/schema/auth.ts';
import { AppError, ErrorCode, fail } from '../../http/app-error.ts';
import { bodyOf, requireAuth, type Deps } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import { SESSIONS_ENDED } from '../sessions/sessions.ts';
import { recordAccountEvent } from './activity.ts';

// The Devices page: a user's live sessions, and signing one or all the others out. An ended
// session's token stops at once on every instance (each request resolves it in the database), and
// its sockets are told through the user's events (which cross instances on PostgreSQL).

const live = (userId: number, now: Date) =>
  and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now));

export async function listDevices(deps: Deps, request: FastifyRequest) {
  const auth = requireAuth(request);
  const rows = await deps.db
    .select()
    .from(sessions)
    .where(live(auth.userId, deps.clock()))
    .orderBy(desc(sessions.lastUsedAt), desc(sessions.id))
    .limit(1000);
  return ok({
    list: rows.map((row) => ({
      id: row.id,
      browser: row.browser,
      os: row.os,
      device: row.device,
      ip: row.ip,
      created_at: row.createdAt.toISOString(),
      last_used_at: row.lastUsedAt.toISOString(),
      current: row.id === auth.sessionId,
    })),
  });
}

/** Revokes the user's live sessions among `ids` (or all but this one) and tells their sockets. */
async function endSessions(deps: Deps, userId: number, which: ReturnType<typeof and>) {
  const now = deps.clock();
  const ended = await deps.db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(live(userId, now), which))
    .returning({ id: sessions.id });
  const ids = ended.map((row) => row.id);
  if (ids.length) {
    deps.events.toUser(userId, {
      type: SESSIONS_ENDED,
      data: { reason: 'user', session_ids: ids },
    });
  }
  return ids;
}

export async function endDevice(deps: Deps, request: FastifyRequest) {
  const auth = requireAuth(request);
  const { id } = bodyOf<{ id: number }>(request);
  if (id === auth.sessionId)
    throw new AppError(409, 'devices.own_session', { code: ErrorCode.ownSessionEnd });
  const ended = await endSessions(deps, auth.userId, inArray(sessions.id, [id]));
  if (!ended.length) throw fail.notFound();
  await recordAccountEvent(deps.db, deps.clock(), auth.userId, 'device_signed_out', request);
  return ok(null, 'devices.signed_out');
}

export async function endOtherDevices(deps: Deps, request: FastifyRequest) {
  const auth = requireAuth(request);
  const ended = await endSessions(deps, auth.userId, ne(sessions.id, auth.sessionId));
  if (ended.length)
    await recordAccountEvent(deps.db, deps.clock(), auth.userId, 'devices_signed_out', request);
  return ok({ ended: ended.length }, 'devices.others_signed_out', { n: ended.length });
}
