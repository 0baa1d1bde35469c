import { and, eq, isNull, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { recordAccountEvent } from '../devices/activity.ts';
import { sessions } from '../../db/schema/auth.ts';
import { ErrorCode, fail } from '../../http/app-error.ts';
import { bodyOf, requireAuth, type Deps } from '../../http/context.ts';
import { ok, type Success } from '../../http/envelope.ts';
import { hashPassword } from '../users/passwords.ts';
import { SESSIONS_ENDED } from '../sessions/sessions.ts';
import { findUserById, setPasswordHash } from '../users/repo.ts';
import { sendSecurityMail } from '../security-mail/send.ts';
import { assertLoginPassword } from './login-password.ts';
import { assertStepUp } from '../second-factor/step-up.ts';

interface UpdatePasswordBody {
  old_password: string;
  password: string;
  re_password: string;
  totp_code?: string;
  passkey?: string;
}

/** Changes the login password after checking the original; every other session is signed out. */
export async function updatePassword(deps: Deps, request: FastifyRequest): Promise<Success> {
  const body = bodyOf<UpdatePasswordBody>(request);
  if (body.password !== body.re_password)
    throw fail.validation({ re_password: 'field.passwords_different' });
  const auth = requireAuth(request);
  const user = await findUserById(deps.db, auth.userId);
  if (!user) throw fail.unauthenticated();
  const now = deps.clock();
  await assertLoginPassword(deps.db, now, request, user, body.old_password, {
    field: 'old_password',
    key: 'error.old_password_wrong',
    code: ErrorCode.oldPasswordWrong,
  });
  await assertStepUp(deps, now, request, user, body);
  const hash = await hashPassword(body.password);
  const ended = await deps.db.transaction(async (tx) => {
    await setPasswordHash(tx, user.id, hash);
    await recordAccountEvent(tx, now, user.id, 'password_changed', request);
    return tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(
        and(
          eq(sessions.userId, user.id),
          ne(sessions.id, auth.sessionId),
          isNull(sessions.revokedAt),
        ),
      )
      .returning({ id: sessions.id });
  });
  // The other devices' sockets learn at once that their sessions are over.
  if (ended.length)
    deps.events.toUser(user.id, {
      type: SESSIONS_ENDED,
      data: { reason: 'password', session_ids: ended.map((row) => row.id) },
    });
  await sendSecurityMail(deps, user.id, request, { kind: 'password_changed', at: now });
  return ok(null, 'login_password_changed');
}
