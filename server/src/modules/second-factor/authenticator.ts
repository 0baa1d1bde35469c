// The Security page's authenticator app: set up (QR code and secret), confirm with a first code
// (which turns it on and hands out the recovery codes), renew the recovery codes, turn it off.
// Every change needs the login password; turning it off also needs a code and holds withdrawals.
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { userTotp } from '../../db/schema/auth.ts';
import { AppError, ErrorCode, fail } from '../../http/app-error.ts';
import { bodyOf, requireAuth, type Deps } from '../../http/context.ts';
import { ok, type Success } from '../../http/envelope.ts';
import { acceptTotp, newTotpSecret, TOTP_ISSUER, totpUri } from '../../lib/totp.ts';
import { recordAccountEvent } from '../devices/activity.ts';
import { assertLoginPassword } from '../security/login-password.ts';
import { ownCodeTarget } from '../security/own-target.ts';
import { startWithdrawHold } from '../security/withdraw-hold.ts';
import { sendSecurityMail } from '../security-mail/send.ts';
import { recordLoginFailure } from '../throttle/login-throttle.ts';
import { findUserById } from '../users/repo.ts';
import { assertSecondFactor, enabledTotp, type FactorProof } from './factor.ts';
import { deleteRecoveryCodes, recoveryCodesLeft, replaceRecoveryCodes } from './recovery-codes.ts';

/** The user of the request's session (shared with the passkeys' operations). */
export async function signedInUser(deps: Deps, request: FastifyRequest) {
  const user = await findUserById(deps.db, requireAuth(request).userId);
  if (!user) throw fail.unauthenticated();
  return user;
}

const alreadyOn = () =>
  new AppError(409, 'error.totp_already_on', { code: ErrorCode.totpAlreadyOn });
const notOn = () => new AppError(409, 'error.totp_not_on', { code: ErrorCode.totpNotOn });

/** How an authenticator app or a passkey names the account: its e-mail or phone. */
export function accountLabel(user: {
  email: string | null;
  areaCode: string | null;
  phone: string | null;
}) {
  return user.email ?? `+${user.areaCode ?? ''} ${user.phone ?? ''}`.trim();
}

export async function getAuthenticator(deps: Deps, request: FastifyRequest): Promise<Success> {
  const { userId } = requireAuth(request);
  const row = await enabledTotp(deps.db, userId);
  return ok({
    enabled: row !== undefined,
    enabled_at: row?.enabledAt?.toISOString() ?? null,
    recovery_codes_left: row ? await recoveryCodesLeft(deps.db, userId) : 0,
  });
}

/** A secret to scan; the same one until it is confirmed, so reloading shows the same QR code. */
export async function setupAuthenticator(deps: Deps, request: FastifyRequest): Promise<Success> {
  const user = await signedInUser(deps, request);
  const [row] = await deps.db.select().from(userTotp).where(eq(userTotp.userId, user.id));
  if (row?.enabledAt) throw alreadyOn();
  let secret = row?.secret;
  if (!secret) {
    secret = newTotpSecret();
    await deps.db
      .insert(userTotp)
      .values({ userId: user.id, secret, createdAt: deps.clock() })
      .onConflictDoNothing();
    // Two setups at once: both show the secret that was stored first.
    const [stored] = await deps.db.select().from(userTotp).where(eq(userTotp.userId, user.id));
    secret = stored!.secret;
  }
  return ok({ secret, otpauth_uri: totpUri(secret, accountLabel(user), TOTP_ISSUER.app) });
}

export async function enableAuthenticator(deps: Deps, request: FastifyRequest): Promise<Success> {
  const body = bodyOf<{ code: string; password: string }>(request);
  const user = await signedInUser(deps, request);
  const now = deps.clock();
  await assertLoginPassword(deps.db, now, request, user, body.password);
  const [row] = await deps.db.select().from(userTotp).where(eq(userTotp.userId, user.id));
  if (row?.enabledAt) throw alreadyOn();
  if (!row) throw new AppError(409, 'error.totp_setup_missing', { code: ErrorCode.totpNotOn });
  const step = acceptTotp(row.secret, body.code.trim(), now, row.lastStep);
  if (step === null) {
    await recordLoginFailure(deps.db, now, ownCodeTarget(user), request.ip);
    throw new AppError(422, 'error.second_factor_wrong', {
      code: ErrorCode.secondFactorWrong,
      fields: { code: 'error.second_factor_wrong' },
    });
  }
  const codes = await deps.db.transaction(async (tx) => {
    await tx
      .update(userTotp)
      .set({ enabledAt: now, lastStep: step })
      .where(eq(userTotp.userId, user.id));
    await recordAccountEvent(tx, now, user.id, 'totp_enabled', request);
    return replaceRecoveryCodes(tx, now, user.id);
  });
  await sendSecurityMail(deps, user.id, request, { kind: 'second_factor_on', at: now });
  return ok({ recovery_codes: codes }, 'totp_enabled');
}

/** Ten new recovery codes (the old ones stop working); needs a current code and the password. */
export async function renewRecoveryCodes(deps: Deps, request: FastifyRequest): Promise<Success> {
  const body = bodyOf<{ code: string; password: string }>(request);
  const user = await signedInUser(deps, request);
  const now = deps.clock();
  if (!(await enabledTotp(deps.db, user.id))) throw notOn();
  await assertLoginPassword(deps.db, now, request, user, body.password);
  await assertSecondFactor(deps.db, now, request, user, { code: body.code });
  const codes = await deps.db.transaction(async (tx) => {
    await recordAccountEvent(tx, now, user.id, 'recovery_codes_renewed', request);
    return replaceRecoveryCodes(tx, now, user.id);
  });
  return ok({ recovery_codes: codes }, 'recovery_codes_renewed');
}

/** Turning it off needs a code (or a recovery code) and the password, and holds withdrawals. */
export async function disableAuthenticator(deps: Deps, request: FastifyRequest): Promise<Success> {
  const body = bodyOf<FactorProof & { password: string }>(request);
  const user = await signedInUser(deps, request);
  const now = deps.clock();
  if (!(await enabledTotp(deps.db, user.id))) throw notOn();
  await assertLoginPassword(deps.db, now, request, user, body.password);
  await assertSecondFactor(deps.db, now, request, user, body);
  const holdUntil = await deps.db.transaction(async (tx) => {
    await tx.delete(userTotp).where(eq(userTotp.userId, user.id));
    await deleteRecoveryCodes(tx, user.id);
    await recordAccountEvent(tx, now, user.id, 'totp_disabled', request);
    return startWithdrawHold(tx, now, user.id, 'second_factor_off');
  });
  await sendSecurityMail(deps, user.id, request, {
    kind: 'second_factor_off',
    at: now,
    ...(holdUntil ? { holdUntil } : {}),
  });
  return ok(null, 'totp_disabled');
}
