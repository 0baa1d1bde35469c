import type { FastifyRequest } from 'fastify';
import { AppError, ErrorCode, fail } from '../../http/app-error.ts';
import { bodyOf, type Deps } from '../../http/context.ts';
import { ok, type Success } from '../../http/envelope.ts';
import { checkCode } from '../codes/codes.ts';
import { recordAccountEvent } from '../devices/activity.ts';
import { createSession } from '../sessions/sessions.ts';
import {
  assertKnownAreaCode,
  identityTarget,
  parseIdentity,
  type IdentityInput,
} from './identity.ts';
import { hashPassword } from './passwords.ts';
import { presentUser } from './present.ts';
import { findUserByIdentity, findUserByInviteCode, insertUser, isUniqueViolation } from './repo.ts';

interface RegisterBody extends IdentityInput {
  code: string;
  password: string;
  re_password: string;
  extension_code?: string;
}

const accountExists = () =>
  new AppError(409, 'error.account_exists', { code: ErrorCode.accountExists });

/** Registers with a `register` code sent to the same address, then signs the new user in. */
export async function register(deps: Deps, request: FastifyRequest): Promise<Success> {
  const body = bodyOf<RegisterBody>(request);
  if (body.password !== body.re_password)
    throw fail.validation({ re_password: 'field.password_mismatch' });
  const identity = parseIdentity(body);
  await assertKnownAreaCode(deps.db, identity);
  if (await findUserByIdentity(deps.db, identity)) throw accountExists();

  let inviterId: number | null = null;
  if (body.extension_code) {
    const inviter = await findUserByInviteCode(deps.db, body.extension_code);
    if (!inviter)
      throw new AppError(422, 'error.invite_code_invalid', { code: ErrorCode.inviteCodeInvalid });
    inviterId = inviter.id;
  }

  const now = deps.clock();
  await checkCode(deps.db, now, {
    scene: 'register',
    target: identityTarget(identity),
    code: body.code,
    consume: true,
  });
  const passwordHash = await hashPassword(body.password);
  const user = await insertUser(deps.db, {
    identity,
    passwordHash,
    inviterId,
    lang: request.lang,
    now,
  }).catch((err) => {
    throw isUniqueViolation(err) ? accountExists() : err;
  });
  const session = await createSession(deps.db, now, user.id, {
    ip: request.ip,
    userAgent: request.headers['user-agent'],
  });
  await recordAccountEvent(deps.db, now, user.id, 'signed_up', request);
  return ok(
    { token: session.token, expires_at: session.expiresAt.toISOString(), user: presentUser(user) },
    'registered',
  );
}
