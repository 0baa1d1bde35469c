// Checking a passkey's signature: for a step-up (a money or security move) or a sign-in. The
// answer names its credential and the challenge it signed; both must be ours, live and meant for
// this purpose (and user), and the signature must verify with user verification (the device's
// PIN or biometrics), so a passkey alone is possession and a second factor in one.
import { verifyAuthenticationResponse } from '@simplewebauthn/server';
import { eq } from 'drizzle-orm';
import type { Deps } from '../../http/context.ts';
import { userPasskeys } from '../../db/schema/auth.ts';
import { parseAuthentication, signedChallenge } from './answer.ts';
import { takeChallenge } from './challenges.ts';
import { credentialOf, findPasskeyByCredential, type PasskeyRow } from './store.ts';

export interface PasskeyCheck {
  purpose: 'step_up' | 'sign_in';
  /** The user the passkey must belong to; null for a sign-in where the passkey names its user. */
  userId: number | null;
}

/** The passkey that signed, or null when the answer does not verify (its challenge is then spent). */
export async function verifyPasskey(
  deps: Pick<Deps, 'db' | 'relyingParty'>,
  now: Date,
  raw: string | undefined,
  check: PasskeyCheck,
): Promise<PasskeyRow | null> {
  const answer = parseAuthentication(raw);
  const challenge = answer && signedChallenge(answer);
  if (!answer || !challenge) return null;
  const taken = await takeChallenge(deps.db, now, check.purpose, challenge, check.userId);
  if (!taken) return null;
  const row = await findPasskeyByCredential(deps.db, answer.id);
  if (!row || (check.userId !== null && row.userId !== check.userId)) return null;
  try {
    const { verified, authenticationInfo } = await verifyAuthenticationResponse({
      response: answer,
      expectedChallenge: challenge,
      expectedOrigin: deps.relyingParty.origins,
      expectedRPID: deps.relyingParty.id,
      credential: credentialOf(row),
      requireUserVerification: true,
    });
    if (!verified) return null;
    const [updated] = await deps.db
      .update(userPasskeys)
      .set({
        counter: authenticationInfo.newCounter,
        backedUp: authenticationInfo.credentialBackedUp,
        lastUsedAt: now,
      })
      .where(eq(userPasskeys.id, row.id))
      .returning();
    return updated ?? null;
  } catch {
    // A signature, origin, counter or encoding the verifier refuses: not this user's passkey.
    return null;
  }
}
