// Adding a passkey: the server hands out creation options (a register challenge, the passkeys
// the user already has so the same authenticator is not registered twice), the browser makes a
// discoverable credential with user verification, and the server keeps its public key. Needs the
// login password, and the second factor when one is on: a stolen session alone adds no passkey.
import { createHash } from 'node:crypto';
import { generateRegistrationOptions, verifyRegistrationResponse } from '@simplewebauthn/server';
import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { authUsers, userPasskeys } from '../../db/schema/auth.ts';
import { AppError, ErrorCode } from '../../http/app-error.ts';
import { bodyOf, type Deps } from '../../http/context.ts';
import { ok, type Success } from '../../http/envelope.ts';
import { recordAccountEvent } from '../devices/activity.ts';
import { accountLabel, signedInUser } from '../second-factor/authenticator.ts';
import { assertStepUp, type StepUpProof } from '../second-factor/step-up.ts';
import { assertLoginPassword } from '../security/login-password.ts';
import { sendSecurityMail } from '../security-mail/send.ts';
import type { UserRow } from '../users/repo.ts';
import { parseRegistration, signedChallenge } from './answer.ts';
import { challengeBytes, issueChallenge, takeChallenge } from './challenges.ts';
import {
  findPasskeyByCredential,
  listPasskeys,
  MAX_PASSKEYS,
  passkeyCount,
  presentPasskey,
  transportsOf,
} from './store.ts';

// EdDSA, ES256 and RS256: what authenticators make and Node verifies without experimental APIs
// (the library's default would add ML-DSA-44 when the runtime has it, still experimental in Node).
const ALGORITHMS = [-8, -7, -257];

export const passkeyInvalid = (field = 'passkey') =>
  new AppError(422, 'error.passkey_invalid', {
    code: ErrorCode.passkeyInvalid,
    fields: { [field]: 'error.passkey_invalid' },
  });

const limitReached = () =>
  new AppError(409, 'error.passkey_limit', {
    code: ErrorCode.passkeyLimit,
    params: { max: MAX_PASSKEYS },
  });

/** The handle an authenticator files the user's passkeys under: stable, and not the account id. */
const userHandle = (user: UserRow) =>
  new Uint8Array(
    createHash('sha256').update(`passkey-user:${user.id}:${user.createdAt.toISOString()}`).digest(),
  ).slice(0, 16);

export async function passkeyCreationOptions(deps: Deps, request: FastifyRequest) {
  const user = await signedInUser(deps, request);
  const existing = await listPasskeys(deps.db, user.id);
  if (existing.length >= MAX_PASSKEYS) throw limitReached();
  const challenge = await issueChallenge(deps.db, deps.clock(), 'register', user.id);
  const options = await generateRegistrationOptions({
    rpName: deps.relyingParty.name,
    rpID: deps.relyingParty.id,
    userName: accountLabel(user),
    userDisplayName: user.nickname,
    userID: userHandle(user),
    challenge: challengeBytes(challenge),
    attestationType: 'none',
    supportedAlgorithmIDs: ALGORITHMS,
    excludeCredentials: existing.map((row) => ({
      id: row.credentialId,
      transports: transportsOf(row),
    })),
    // Discoverable, so it also signs in without a password; verified, so it is two factors in one.
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  return ok({ options: JSON.stringify(options) });
}

interface AddBody extends StepUpProof {
  response: string;
  name: string;
  password: string;
}

export async function addPasskey(deps: Deps, request: FastifyRequest): Promise<Success> {
  const body = bodyOf<AddBody>(request);
  const user = await signedInUser(deps, request);
  const now = deps.clock();
  await assertLoginPassword(deps.db, now, request, user, body.password);
  await assertStepUp(deps, now, request, user, body);

  const answer = parseRegistration(body.response);
  const challenge = answer && signedChallenge(answer);
  if (!answer || !challenge) throw passkeyInvalid('response');
  if (!(await takeChallenge(deps.db, now, 'register', challenge, user.id)))
    throw passkeyInvalid('response');
  let verified;
  try {
    verified = await verifyRegistrationResponse({
      response: answer,
      expectedChallenge: challenge,
      expectedOrigin: deps.relyingParty.origins,
      expectedRPID: deps.relyingParty.id,
      requireUserVerification: true,
      supportedAlgorithmIDs: ALGORITHMS,
    });
  } catch {
    throw passkeyInvalid('response');
  }
  if (!verified.verified) throw passkeyInvalid('response');
  const info = verified.registrationInfo;
  if (await findPasskeyByCredential(deps.db, info.credential.id)) throw passkeyInvalid('response');

  const name = body.name.trim();
  const row = await deps.db.transaction(async (tx) => {
    // Counted again inside the change, under the user's row lock: two adds at once cannot pass
    // the limit together.
    await tx
      .select({ id: authUsers.id })
      .from(authUsers)
      .where(eq(authUsers.id, user.id))
      .for('update');
    if ((await passkeyCount(tx, user.id)) >= MAX_PASSKEYS) throw limitReached();
    const [inserted] = await tx
      .insert(userPasskeys)
      .values({
        userId: user.id,
        credentialId: info.credential.id,
        publicKey: Buffer.from(info.credential.publicKey).toString('base64url'),
        counter: info.credential.counter,
        transports: (info.credential.transports ?? []).join(' '),
        name,
        backedUp: info.credentialBackedUp,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!inserted) throw passkeyInvalid('response');
    await recordAccountEvent(tx, now, user.id, 'passkey_added', request);
    return inserted;
  });
  await sendSecurityMail(deps, user.id, request, {
    kind: 'passkey_added',
    params: { name },
    at: now,
  });
  return ok(presentPasskey(row), 'passkey_added');
}
