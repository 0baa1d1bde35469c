// Passkeys at sign-in and at step-up. On its own a passkey signs in without a password: the
// browser offers the account's discoverable passkeys (or autofills one into the login form), and
// the signed answer names the user. As sign-in's second step it stands in for the app's code,
// bound to the ticket's user. For a money or security move it signs a step-up challenge.
import { generateAuthenticationOptions } from '@simplewebauthn/server';
import type { FastifyRequest } from 'fastify';
import { bodyOf, requireAuth, type Deps } from '../../http/context.ts';
import { ok, type Success } from '../../http/envelope.ts';
import { completeSignIn, liveTicket, ticketExpired } from '../second-factor/login-ticket.ts';
import { frozenFail } from '../users/frozen.ts';
import { findUserById } from '../users/repo.ts';
import { verifyPasskey } from './assertion.ts';
import { challengeBytes, issueChallenge } from './challenges.ts';
import { passkeyInvalid } from './registration.ts';
import { listPasskeys, transportsOf } from './store.ts';
import { AppError, ErrorCode } from '../../http/app-error.ts';
import type { ChallengePurpose } from '../../db/schema/auth.ts';

/** Request options for this purpose: for a known user, their passkeys; else any discoverable one. */
async function requestOptions(
  deps: Deps,
  purpose: ChallengePurpose,
  userId: number | null,
): Promise<Success> {
  const now = deps.clock();
  const allow = userId === null ? [] : await listPasskeys(deps.db, userId);
  if (userId !== null && !allow.length)
    throw new AppError(404, 'error.passkey_not_found', { code: ErrorCode.passkeyNotFound });
  const challenge = await issueChallenge(deps.db, now, purpose, userId);
  const options = await generateAuthenticationOptions({
    rpID: deps.relyingParty.id,
    challenge: challengeBytes(challenge),
    userVerification: 'required',
    ...(allow.length
      ? {
          allowCredentials: allow.map((row) => ({
            id: row.credentialId,
            transports: transportsOf(row),
          })),
        }
      : {}),
  });
  return ok({ options: JSON.stringify(options) });
}

/** Options to sign in with a passkey: on its own, or (with a ticket) as the second step. */
export async function loginPasskeyOptions(deps: Deps, request: FastifyRequest) {
  const body = bodyOf<{ ticket?: string }>(request);
  if (!body.ticket) return requestOptions(deps, 'sign_in', null);
  const ticket = await liveTicket(deps.db, deps.clock(), body.ticket);
  if (!ticket) throw ticketExpired();
  return requestOptions(deps, 'sign_in', ticket.userId);
}

/** Options to confirm a money or security move with one of the user's passkeys. */
export function stepUpPasskeyOptions(deps: Deps, request: FastifyRequest) {
  return requestOptions(deps, 'step_up', requireAuth(request).userId);
}

/** Signs in with a discoverable passkey alone: it is possession and the device's PIN or face. */
export async function loginWithPasskey(deps: Deps, request: FastifyRequest): Promise<Success> {
  const body = bodyOf<{ passkey: string }>(request);
  const now = deps.clock();
  const passkey = await verifyPasskey(deps, now, body.passkey, {
    purpose: 'sign_in',
    userId: null,
  });
  const user = passkey && (await findUserById(deps.db, passkey.userId));
  if (!user || user.disabledAt) throw passkeyInvalid();
  if (user.signInFrozenAt) throw frozenFail.signIn();
  return completeSignIn(deps, request, user, 'signed_in_with_passkey');
}
