import type { FastifyRequest } from 'fastify';
import { fail } from '../../http/app-error.ts';
import { bodyOf, type Deps } from '../../http/context.ts';
import { ok, type Success } from '../../http/envelope.ts';
import { checkCode } from '../codes/codes.ts';
import { recordAccountEvent } from '../devices/activity.ts';
import { startWithdrawHold } from '../security/withdraw-hold.ts';
import { sendSecurityMail } from '../security-mail/send.ts';
import { revokeAllSessions, SESSIONS_ENDED } from '../sessions/sessions.ts';
import { identityTarget, parseIdentity, type IdentityInput } from './identity.ts';
import { hashPassword } from './passwords.ts';
import { findUserByIdentity, setPasswordHash } from './repo.ts';

interface ForgetBody extends IdentityInput {
  code: string;
  password: string;
  re_password: string;
}

/**
 * Resets the password with a `forget` code and signs the user out everywhere. An unknown account
 * never received a code, so it fails exactly like a wrong code: nothing tells whether it exists.
 */
export async function forget(deps: Deps, request: FastifyRequest): Promise<Success> {
  const body = bodyOf<ForgetBody>(request);
  if (body.password !== body.re_password)
    throw fail.validation({ re_password: 'field.password_mismatch' });
  const identity = parseIdentity(body);
  const now = deps.clock();
  await checkCode(deps.db, now, {
    scene: 'forget',
    target: identityTarget(identity),
    code: body.code,
    consume: true,
  });

  const user = await findUserByIdentity(deps.db, identity);
  const passwordHash = await hashPassword(body.password); // hashed either way: same work, same time
  if (user) {
    // One transaction: a reset never leaves the old sessions alive or withdrawals unheld.
    const holdUntil = await deps.db.transaction(async (tx) => {
      await setPasswordHash(tx, user.id, passwordHash);
      await revokeAllSessions(tx, now, user.id);
      await recordAccountEvent(tx, now, user.id, 'password_reset', request);
      return startWithdrawHold(tx, now, user.id, 'password_reset');
    });
    // Every socket of the user learns at once that its session is over.
    deps.events.toUser(user.id, { type: SESSIONS_ENDED, data: { reason: 'password_reset' } });
    await sendSecurityMail(deps, user.id, request, {
      kind: 'password_reset',
      at: now,
      ...(holdUntil && { holdUntil }),
    });
  }
  return ok(null, 'password_reset');
}
