import type { FastifyRequest } from 'fastify';
import { AppError, ErrorCode } from '../../http/app-error.ts';
import { bodyOf, type Deps } from '../../http/context.ts';
import { ok, type Success } from '../../http/envelope.ts';
import { recordAccountEvent } from '../devices/activity.ts';
import { isKnownDevice } from '../devices/known-device.ts';
import { sendSecurityMail } from '../security-mail/send.ts';
import { createSession } from '../sessions/sessions.ts';
import {
  clearAccountFailures,
  isLoginThrottled,
  LOGIN_THROTTLE,
  recordLoginFailure,
} from '../throttle/login-throttle.ts';
import { identityTarget, parseIdentity, type IdentityInput } from './identity.ts';
import { frozenFail } from './frozen.ts';
import { verifyAgainstNothing, verifyPassword } from './passwords.ts';
import { presentUser } from './present.ts';
import { findUserByIdentity } from './repo.ts';

interface LoginBody extends IdentityInput {
  password: string;
}

/** Password sign-in. Unknown accounts and wrong passwords look the same, in answer and in time. */
export async function login(deps: Deps, request: FastifyRequest): Promise<Success> {
  const body = bodyOf<LoginBody>(request);
  const identity = parseIdentity(body);
  const accountKey = identityTarget(identity);
  const now = deps.clock();

  if (await isLoginThrottled(deps.db, now, accountKey, request.ip)) {
    throw new AppError(429, 'error.login_throttled', {
      code: ErrorCode.loginThrottled,
      params: { minutes: LOGIN_THROTTLE.windowMinutes },
    });
  }

  const user = await findUserByIdentity(deps.db, identity);
  const passwordOk =
    user && !user.disabledAt
      ? await verifyPassword(user.passwordHash, body.password)
      : await verifyAgainstNothing(body.password);
  if (!user || !passwordOk) {
    await recordLoginFailure(deps.db, now, accountKey, request.ip);
    if (user) await recordAccountEvent(deps.db, now, user.id, 'sign_in_failed', request);
    throw new AppError(401, 'error.login_failed', { code: ErrorCode.loginFailed });
  }

  await clearAccountFailures(deps.db, accountKey);
  // Said only to whoever knows the password: the freeze reveals nothing to a guesser.
  if (user.signInFrozenAt) throw frozenFail.signIn();
  const known = await isKnownDevice(deps.db, user.id, request.headers['user-agent']);
  const session = await createSession(deps.db, now, user.id, {
    ip: request.ip,
    userAgent: request.headers['user-agent'],
  });
  await recordAccountEvent(deps.db, now, user.id, 'signed_in', request);
  if (!known) await sendSecurityMail(deps, user.id, request, { kind: 'new_device', at: now });
  return ok(
    { token: session.token, expires_at: session.expiresAt.toISOString(), user: presentUser(user) },
    'signed_in',
  );
}
