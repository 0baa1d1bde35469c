import type { FastifyRequest } from 'fastify';
import { recordAccountEvent } from '../devices/activity.ts';
import { AppError, ErrorCode, fail } from '../../http/app-error.ts';
import { bodyOf, requireAuth, type Deps } from '../../http/context.ts';
import { ok, type Success } from '../../http/envelope.ts';
import { checkCode } from '../codes/codes.ts';
import { hashPassword } from '../users/passwords.ts';
import { findUserById } from '../users/repo.ts';
import { assertFundPassword, setFundPasswordHash } from './fund-password.ts';
import { ownCodeTarget } from './own-target.ts';
import { startWithdrawHold } from './withdraw-hold.ts';
import { assertStepUp } from '../second-factor/step-up.ts';
import { sendSecurityMail } from '../security-mail/send.ts';

interface EPwdBody {
  password: string;
  re_password: string;
  old_password?: string;
  code?: string;
  totp_code?: string;
  passkey?: string;
}

/**
 * Sets the fund password. The first time needs a `fund_password` code sent to the user's own
 * address; a change needs the current fund password or such a code.
 */
export async function setFundPassword(deps: Deps, request: FastifyRequest): Promise<Success> {
  const body = bodyOf<EPwdBody>(request);
  if (body.password !== body.re_password)
    throw fail.validation({ re_password: 'field.password_mismatch' });
  const user = await findUserById(deps.db, requireAuth(request).userId);
  if (!user) throw fail.unauthenticated();
  const now = deps.clock();

  // The second factor is checked after the old password and before the e-mailed code is used up.
  if (user.fundPasswordHash && body.old_password) {
    await assertFundPassword(deps.db, now, user, body.old_password);
    await assertStepUp(deps, now, request, user, body);
  } else if (body.code) {
    await assertStepUp(deps, now, request, user, body);
    await checkCode(deps.db, now, {
      scene: 'fund_password',
      target: ownCodeTarget(user),
      code: body.code,
      consume: true,
    });
  } else {
    throw new AppError(400, 'error.fund_password_proof_required', {
      code: ErrorCode.fundPasswordProofRequired,
    });
  }
  const hash = await hashPassword(body.password);
  const kind = user.fundPasswordHash ? 'fund_password_changed' : 'fund_password_set';
  const holdUntil = await deps.db.transaction(async (tx) => {
    await setFundPasswordHash(tx, user.id, hash);
    await recordAccountEvent(tx, now, user.id, kind, request);
    // A change holds withdrawals; the first one does not (a new user's first withdrawal needs it).
    return kind === 'fund_password_changed' ? startWithdrawHold(tx, now, user.id, kind) : null;
  });
  if (kind === 'fund_password_changed')
    await sendSecurityMail(deps, user.id, request, {
      kind,
      at: now,
      ...(holdUntil && { holdUntil }),
    });
  return ok(null, user.fundPasswordHash ? 'fund_password_changed' : 'fund_password_set');
}
