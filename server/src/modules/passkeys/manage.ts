// The Passkeys page: the list (with when each was last used), renaming, and removing one, which
// needs the login password and the second factor (a passkey may confirm its own removal). Removing
// the last factor (no authenticator app left either) holds withdrawals, as turning it off does.
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { userPasskeys } from '../../db/schema/auth.ts';
import { AppError, ErrorCode } from '../../http/app-error.ts';
import { bodyOf, requireAuth, type Deps } from '../../http/context.ts';
import { ok, type Success } from '../../http/envelope.ts';
import { recordAccountEvent } from '../devices/activity.ts';
import { signedInUser } from '../second-factor/authenticator.ts';
import { factorsOf } from '../second-factor/factor.ts';
import { assertStepUp, type StepUpProof } from '../second-factor/step-up.ts';
import { assertLoginPassword } from '../security/login-password.ts';
import { startWithdrawHold } from '../security/withdraw-hold.ts';
import { sendSecurityMail } from '../security-mail/send.ts';
import { findOwnPasskey, listPasskeys, presentPasskey } from './store.ts';

const notFound = () =>
  new AppError(404, 'error.passkey_not_found', { code: ErrorCode.passkeyNotFound });

export async function getPasskeys(deps: Deps, request: FastifyRequest): Promise<Success> {
  const { userId } = requireAuth(request);
  return ok({ list: (await listPasskeys(deps.db, userId)).map(presentPasskey) });
}

export async function renamePasskey(deps: Deps, request: FastifyRequest): Promise<Success> {
  const body = bodyOf<{ id: number; name: string }>(request);
  const { userId } = requireAuth(request);
  const [row] = await deps.db
    .update(userPasskeys)
    .set({ name: body.name.trim() })
    .where(and(eq(userPasskeys.id, body.id), eq(userPasskeys.userId, userId)))
    .returning();
  if (!row) throw notFound();
  return ok(presentPasskey(row), 'passkey_renamed');
}

export async function removePasskey(deps: Deps, request: FastifyRequest): Promise<Success> {
  const body = bodyOf<StepUpProof & { id: number; password: string }>(request);
  const user = await signedInUser(deps, request);
  const now = deps.clock();
  const passkey = await findOwnPasskey(deps.db, user.id, body.id);
  if (!passkey) throw notFound();
  await assertLoginPassword(deps.db, now, request, user, body.password);
  await assertStepUp(deps, now, request, user, body);
  const holdUntil = await deps.db.transaction(async (tx) => {
    const removed = await tx
      .delete(userPasskeys)
      .where(and(eq(userPasskeys.id, passkey.id), eq(userPasskeys.userId, user.id)))
      .returning({ id: userPasskeys.id });
    if (!removed.length) throw notFound();
    await recordAccountEvent(tx, now, user.id, 'passkey_removed', request);
    const left = await factorsOf(tx, user.id);
    return left.length ? null : startWithdrawHold(tx, now, user.id, 'second_factor_off');
  });
  await sendSecurityMail(deps, user.id, request, {
    kind: 'passkey_removed',
    params: { name: passkey.name },
    at: now,
    ...(holdUntil ? { holdUntil } : {}),
  });
  return ok(null, 'passkey_removed');
}
