// Checking a user's second factor: a code of the authenticator app (each time step once) or one of
// the recovery codes. Wrong codes count toward the same throttle as wrong passwords, per account
// and per address, so a stolen password does not buy unlimited guesses at the code.
import { and, eq, isNotNull, lt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/index.ts';
import { userTotp } from '../../db/schema/auth.ts';
import { AppError, ErrorCode, fail } from '../../http/app-error.ts';
import { acceptTotp } from '../../lib/totp.ts';
import { ownCodeTarget } from '../security/own-target.ts';
import {
  isLoginThrottled,
  LOGIN_THROTTLE,
  recordLoginFailure,
} from '../throttle/login-throttle.ts';
import type { UserRow } from '../users/repo.ts';
import { passkeyCount } from '../passkeys/store.ts';
import { useRecoveryCode } from './recovery-codes.ts';

/** What a request carries as its second factor: a 6-digit code, or a recovery code instead. */
export interface FactorProof {
  code?: string;
  recovery_code?: string;
}

export type FactorUsed = 'totp' | 'recovery';

/** The user's confirmed authenticator (not one still being set up), if any. */
export async function enabledTotp(db: Db, userId: number) {
  const [row] = await db
    .select()
    .from(userTotp)
    .where(and(eq(userTotp.userId, userId), isNotNull(userTotp.enabledAt)));
  return row;
}

export type Factor = 'totp' | 'passkey';

/** The second factors a user has (the authenticator app, passkeys), as the sign-in ticket names them. */
export async function factorsOf(db: Db, userId: number): Promise<Factor[]> {
  const [totp, passkeys] = await Promise.all([enabledTotp(db, userId), passkeyCount(db, userId)]);
  return [...(totp ? ['totp' as const] : []), ...(passkeys > 0 ? ['passkey' as const] : [])];
}

/** Whether the password alone is not enough for this user. */
export async function hasSecondFactor(db: Db, userId: number): Promise<boolean> {
  return (await factorsOf(db, userId)).length > 0;
}

/** Accepts a code once: the step moves forward only if no other request took it first. */
async function useTotpCode(db: Db, now: Date, userId: number, code: string): Promise<boolean> {
  const row = await enabledTotp(db, userId);
  const step = row ? acceptTotp(row.secret, code, now, row.lastStep) : null;
  if (step === null) return false;
  const taken = await db
    .update(userTotp)
    .set({ lastStep: step })
    .where(and(eq(userTotp.userId, userId), lt(userTotp.lastStep, step)))
    .returning({ userId: userTotp.userId });
  return taken.length > 0;
}

export const throttled = () =>
  new AppError(429, 'error.login_throttled', {
    code: ErrorCode.loginThrottled,
    params: { minutes: LOGIN_THROTTLE.windowMinutes },
  });

/** The field a wrong proof is reported on. */
export const proofField = (proof: FactorProof) => (proof.recovery_code ? 'recovery_code' : 'code');

/**
 * Checks the proof; null when it is wrong (the failure is already counted). Throws 400 when the
 * request carries neither kind of code, 429 while the account or address is throttled.
 */
export async function checkSecondFactor(
  db: Db,
  now: Date,
  request: Pick<FastifyRequest, 'ip'>,
  user: UserRow,
  proof: FactorProof,
): Promise<FactorUsed | null> {
  const code = proof.code?.trim();
  const recovery = proof.recovery_code?.trim();
  if (!code && !recovery) throw fail.validation({ code: 'field.second_factor_required' });
  const accountKey = ownCodeTarget(user);
  if (await isLoginThrottled(db, now, accountKey, request.ip)) throw throttled();
  if (code && (await useTotpCode(db, now, user.id, code))) return 'totp';
  if (!code && recovery && (await useRecoveryCode(db, now, user.id, recovery))) return 'recovery';
  await recordLoginFailure(db, now, accountKey, request.ip);
  return null;
}

export const secondFactorWrong = (proof: FactorProof) =>
  new AppError(422, 'error.second_factor_wrong', {
    code: ErrorCode.secondFactorWrong,
    fields: { [proofField(proof)]: 'error.second_factor_wrong' },
  });

/** As checkSecondFactor, but a wrong code is a 422 on its field. */
export async function assertSecondFactor(
  db: Db,
  now: Date,
  request: Pick<FastifyRequest, 'ip'>,
  user: UserRow,
  proof: FactorProof,
): Promise<FactorUsed> {
  const used = await checkSecondFactor(db, now, request, user, proof);
  if (!used) throw secondFactorWrong(proof);
  return used;
}
