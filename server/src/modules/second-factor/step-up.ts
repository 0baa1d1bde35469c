// Step-up: with a second factor on, money and security moves need its code in the same request
// as the fund password (withdrawal, a new withdraw address or bank card, a fund or login password
// change, an OTC release). The server asks whatever the client sends: no code, no move.
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/index.ts';
import { AppError, ErrorCode } from '../../http/app-error.ts';
import type { UserRow } from '../users/repo.ts';
import { checkSecondFactor, hasSecondFactor } from './factor.ts';

/** The request's field that carries the authenticator's code. */
export const STEP_UP_FIELD = 'totp_code';

export const stepUpRequired = () =>
  new AppError(403, 'error.step_up_required', {
    code: ErrorCode.stepUpRequired,
    fields: { [STEP_UP_FIELD]: 'error.step_up_required' },
  });

/**
 * Passes a user without a second factor; otherwise needs the authenticator's current code (a step
 * not used before; wrong codes count toward the sign-in throttle). Recovery codes do not step up:
 * they are for getting back in, and turning the factor off then holds withdrawals.
 */
export async function assertStepUp(
  db: Db,
  now: Date,
  request: Pick<FastifyRequest, 'ip'>,
  user: UserRow,
  totpCode: string | undefined,
): Promise<void> {
  if (!(await hasSecondFactor(db, user.id))) return;
  if (!totpCode?.trim()) throw stepUpRequired();
  if (!(await checkSecondFactor(db, now, request, user, { code: totpCode }))) {
    throw new AppError(422, 'error.second_factor_wrong', {
      code: ErrorCode.secondFactorWrong,
      fields: { [STEP_UP_FIELD]: 'error.second_factor_wrong' },
    });
  }
}
