import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { authUsers, sessions } from '../../db/schema/auth.ts';
import { deviceOf } from '../devices/user-agent.ts';

// Session tokens: 32 random bytes (base64url) handed to the client once; only their SHA-256 is
// stored (a fast hash is enough for 256 random bits). They expire and can be revoked.

export const SESSION_TTL_MS = 7 * 24 * 3_600_000;

function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface NewSession {
  id: number;
  token: string;
  expiresAt: Date;
}

/** A session's last use is written at most this often (the Devices page shows it to the minute). */
export const LAST_USE_STEP_MS = 60_000;

export async function createSession(
  db: Db,
  now: Date,
  userId: number,
  client: { ip?: string; userAgent?: string } = {},
): Promise<NewSession> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  const [row] = await db
    .insert(sessions)
    .values({
      tokenHash: tokenHash(token),
      userId,
      createdAt: now,
      lastUsedAt: now,
      expiresAt,
      ip: client.ip ?? null,
      userAgent: client.userAgent?.slice(0, 300) ?? null,
      ...deviceOf(client.userAgent),
    })
    .returning({ id: sessions.id });
  return { id: row!.id, token, expiresAt };
}

/** The live session of a token (not expired, not revoked, user neither disabled nor frozen), if any. */
export async function resolveSession(
  db: Db,
  now: Date,
  token: string,
): Promise<{ userId: number; sessionId: number } | null> {
  const [row] = await db
    .select({ sessionId: sessions.id, userId: sessions.userId, lastUsedAt: sessions.lastUsedAt })
    .from(sessions)
    .innerJoin(authUsers, eq(authUsers.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        isNull(authUsers.disabledAt),
        isNull(authUsers.signInFrozenAt),
      ),
    );
  if (!row) return null;
  if (now.getTime() - row.lastUsedAt.getTime() >= LAST_USE_STEP_MS) {
    await db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, row.sessionId));
  }
  return { userId: row.userId, sessionId: row.sessionId };
}

export async function revokeSession(db: Db, now: Date, sessionId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Signs the user out everywhere (after a password reset). */
export async function revokeAllSessions(db: Db, now: Date, userId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** The per-user event that tells the user's sockets their sessions are over (user events stop).
 * With `session_ids` in its data only those sessions' sockets stop; without, all of the user's. */
export const SESSIONS_ENDED = 'session.ended';

/** The token of an Authorization header: the raw token, or `Bearer <token>`. */
export function tokenFromHeader(header: string | undefined): string | null {
  if (!header) return null;
  const token = header.trim().replace(/^Bearer\s+/i, '');
  return /^[A-Za-z0-9_-]{43,64}$/.test(token) ? token : null;
}
