import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { operators, operatorSessions, type OperatorRole } from '../../db/schema/operators.ts';
import { sha256 } from './accounts.ts';

// Console sessions live in an HttpOnly, SameSite=Strict cookie scoped to /api/admin: 30 minutes
// idle and 12 hours at most. Each carries its own CSRF token, which the console sends back in a
// header on every change (a cross-site form can send the cookie's name but never read the token).

export const OPERATOR_COOKIE = 'op_session';
export const OPERATOR_COOKIE_PATH = '/api/admin';
export const CSRF_HEADER = 'x-csrf-token';
export const OPERATOR_IDLE_MS = 30 * 60_000;
export const OPERATOR_MAX_MS = 12 * 3_600_000;

export interface OperatorAuth {
  operatorId: number;
  sessionId: number;
  email: string;
  role: OperatorRole;
  csrfToken: string;
}

export async function createOperatorSession(
  db: Db,
  now: Date,
  operatorId: number,
  ip: string | null,
): Promise<{ token: string; csrfToken: string }> {
  const token = randomBytes(32).toString('base64url');
  const csrfToken = randomBytes(24).toString('base64url');
  await db.insert(operatorSessions).values({
    tokenHash: sha256(token),
    csrfToken,
    operatorId,
    createdAt: now,
    lastSeenAt: now,
    ip,
  });
  return { token, csrfToken };
}

/** The live session of a cookie token, touched (its idle clock restarts); null when dead. */
export async function resolveOperatorSession(
  db: Db,
  now: Date,
  token: string,
): Promise<OperatorAuth | null> {
  const [row] = await db
    .select({ session: operatorSessions, email: operators.email, role: operators.role })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(
      and(
        eq(operatorSessions.tokenHash, sha256(token)),
        isNull(operatorSessions.endedAt),
        isNull(operators.disabledAt),
      ),
    );
  if (!row) return null;
  const { session } = row;
  const idle = now.getTime() - session.lastSeenAt.getTime() > OPERATOR_IDLE_MS;
  const tooOld = now.getTime() - session.createdAt.getTime() > OPERATOR_MAX_MS;
  if (idle || tooOld) {
    await endOperatorSession(db, now, session.id);
    return null;
  }
  await db
    .update(operatorSessions)
    .set({ lastSeenAt: now })
    .where(eq(operatorSessions.id, session.id));
  return {
    operatorId: session.operatorId,
    sessionId: session.id,
    email: row.email,
    role: row.role,
    csrfToken: session.csrfToken,
  };
}

export async function endOperatorSession(db: Db, now: Date, sessionId: number): Promise<void> {
  await db
    .update(operatorSessions)
    .set({ endedAt: now })
    .where(and(eq(operatorSessions.id, sessionId), isNull(operatorSessions.endedAt)));
}

/** A token of the cookie's shape, or null (a made-up value costs no query). */
export function operatorTokenOf(value: string | undefined): string | null {
  return value && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : null;
}
