import type { FastifyRequest } from 'fastify';
import { AppError, ErrorCode } from '../../http/app-error.ts';
import { bodyOf, type Deps } from '../../http/context.ts';
import type { Success } from '../../http/envelope.ts';
import { recordAccountEvent } from '../devices/activity.ts';
import { factorsOf } from '../second-factor/factor.ts';
import { completeSignIn, secondStepRequired } from '../second-factor/login-ticket.ts';
import {
  isLoginThrottled,
  LOGIN_THROTTLE,
  recordLoginFailure,
} from '../throttle/login-throttle.ts';
import { identityTarget, parseIdentity, type IdentityInput } from './identity.ts';
import { frozenFail } from './frozen.ts';
import { verifyAgainstNothing, verifyPassword } from './passwords.ts';
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

  // Said only to whoever knows the password: the freeze reveals nothing to a guesser.
  if (user.signInFrozenAt) throw frozenFail.signIn();
  // With a second factor the password only buys a ticket for the second step; the account's
  // failures stay counted until that step succeeds, so codes cannot be guessed without end.
  const factors = await factorsOf(deps.db, user.id);
  if (factors.length > 0) throw await secondStepRequired(deps.db, now, user.id, factors);
  return completeSignIn(deps, request, user);
}
