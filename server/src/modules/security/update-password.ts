import { and, eq, isNull, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { recordAccountEvent } from '../devices/activity.ts';
import { sessions } from '../../db/schema/auth.ts';
import { AppError, ErrorCode, fail } from '../../http/app-error.ts';
import { bodyOf, requireAuth, type Deps } from '../../http/context.ts';
import { ok, type Success } from '../../http/envelope.ts';
import { hashPassword, verifyPassword } from '../users/passwords.ts';
import {
  isLoginThrottled,
  LOGIN_THROTTLE,
  recordLoginFailure,
} from '../throttle/login-throttle.ts';
import { findUserById, setPasswordHash } from '../users/repo.ts';
import { ownCodeTarget } from './own-target.ts';

interface UpdatePasswordBody {
  old_password: string;
  password: string;
  re_password: string;
}

/** Changes the login password after checking the original; every other session is signed out. */
export async function updatePassword(deps: Deps, request: FastifyRequest): Promise<Success> {
  const body = bodyOf<UpdatePasswordBody>(request);
  if (body.password !== body.re_password)
    throw fail.validation({ re_password: 'field.passwords_different' });
  const auth = requireAuth(request);
  const user = await findUserById(deps.db, auth.userId);
  if (!user) throw fail.unauthenticated();
  // Guessing the original password here counts like guessing it at sign-in.
  const now = deps.clock();
  const accountKey = ownCodeTarget(user);
  if (await isLoginThrottled(deps.db, now, accountKey, request.ip)) {
    throw new AppError(429, 'error.login_throttled', {
      code: ErrorCode.loginThrottled,
      params: { minutes: LOGIN_THROTTLE.windowMinutes },
    });
  }
  if (!(await verifyPassword(user.passwordHash, body.old_password))) {
    await recordLoginFailure(deps.db, now, accountKey, request.ip);
    throw new AppError(422, 'error.old_password_wrong', {
      code: ErrorCode.oldPasswordWrong,
      fields: { old_password: 'error.old_password_wrong' },
    });
  }
  await setPasswordHash(deps.db, user.id, await hashPassword(body.password));
  await deps.db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.userId, user.id),
        ne(sessions.id, auth.sessionId),
        isNull(sessions.revokedAt),
      ),
    );
  await recordAccountEvent(deps.db, now, user.id, 'password_changed', request);
  return ok(null, 'login_password_changed');
}
