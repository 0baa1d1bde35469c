// Step-up: with a second factor on, money and security moves need it in the same request as the
// fund password (withdrawal, a new withdraw address or bank card, a fund or login password change,
// removing a passkey, an OTC release): the authenticator's current code or a passkey's signature
// of a step-up challenge. The server asks whatever the client sends: no factor, no move.
import type { FastifyRequest } from 'fastify';
import { AppError, ErrorCode } from '../../http/app-error.ts';
import type { Deps } from '../../http/context.ts';
import { verifyPasskey } from '../passkeys/assertion.ts';
import type { UserRow } from '../users/repo.ts';
import { checkSecondFactor, factorsOf, type Factor } from './factor.ts';

/** The request's fields that carry the step-up: the app's code, or a passkey's answer. */
export const STEP_UP_FIELD = 'totp_code';
export const STEP_UP_PASSKEY_FIELD = 'passkey';

export interface StepUpProof {
  totp_code?: string;
  passkey?: string;
}

/** 403 naming the factors the user can step up with (`data.factors`), so the app asks for one. */
export const stepUpRequired = (factors: Factor[]) =>
  new AppError(403, 'error.step_up_required', {
    code: ErrorCode.stepUpRequired,
    fields: { [STEP_UP_FIELD]: 'error.step_up_required' },
    data: { factors: factors.join(' ') },
  });

const wrong = (field: string, key: 'error.second_factor_wrong' | 'error.passkey_invalid') =>
  new AppError(422, key, {
    code: key === 'error.passkey_invalid' ? ErrorCode.passkeyInvalid : ErrorCode.secondFactorWrong,
    fields: { [field]: key },
  });

/**
 * Passes a user without a second factor; otherwise needs the authenticator's current code (a step
 * not used before; wrong codes count toward the sign-in throttle) or a passkey's signature of a
 * live step-up challenge of this user. Recovery codes do not step up: they are for getting back
 * in, and turning the factor off then holds withdrawals.
 */
export async function assertStepUp(
  deps: Pick<Deps, 'db' | 'relyingParty'>,
  now: Date,
  request: Pick<FastifyRequest, 'ip'>,
  user: UserRow,
  proof: StepUpProof,
): Promise<void> {
  const factors = await factorsOf(deps.db, user.id);
  if (!factors.length) return;
  if (proof.passkey?.trim()) {
    const signed =
      factors.includes('passkey') &&
      (await verifyPasskey(deps, now, proof.passkey, { purpose: 'step_up', userId: user.id }));
    if (!signed) throw wrong(STEP_UP_PASSKEY_FIELD, 'error.passkey_invalid');
    return;
  }
  if (!proof.totp_code?.trim()) throw stepUpRequired(factors);
  if (!factors.includes('totp')) throw wrong(STEP_UP_FIELD, 'error.second_factor_wrong');
  if (!(await checkSecondFactor(deps.db, now, request, user, { code: proof.totp_code })))
    throw wrong(STEP_UP_FIELD, 'error.second_factor_wrong');
}
