// WebAuthn challenges: random, for one purpose, alive five minutes, used once. The browser signs
// the challenge into its answer, so the answer itself says which challenge it meets: the server
// looks it up there and takes it in one UPDATE, so two requests can never both use it.
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { webauthnChallenges, type ChallengePurpose } from '../../db/schema/auth.ts';

export const CHALLENGE_TTL_MS = 5 * 60_000;

/** The challenge's bytes, as the options generators take them (a string they would encode again). */
export const challengeBytes = (challenge: string) =>
  new Uint8Array(Buffer.from(challenge, 'base64url'));

/** A new challenge (base64url, as the options carry it) for this purpose and user. */
export async function issueChallenge(
  db: Db,
  now: Date,
  purpose: ChallengePurpose,
  userId: number | null,
): Promise<string> {
  const challenge = randomBytes(32).toString('base64url');
  // Old challenges are of no use to anyone: dropping them keeps the table small.
  await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, now));
  await db.insert(webauthnChallenges).values({
    challenge,
    purpose,
    userId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
  });
  return challenge;
}

/**
 * Takes a live, unused challenge of this purpose (and this user, when given: null means a
 * challenge issued to nobody in particular). Its user id, or undefined when none matches.
 */
export async function takeChallenge(
  db: Db,
  now: Date,
  purpose: ChallengePurpose,
  challenge: string,
  userId?: number | null,
): Promise<{ userId: number | null } | undefined> {
  const [row] = await db
    .update(webauthnChallenges)
    .set({ usedAt: now })
    .where(
      and(
        eq(webauthnChallenges.challenge, challenge),
        eq(webauthnChallenges.purpose, purpose),
        isNull(webauthnChallenges.usedAt),
        gt(webauthnChallenges.expiresAt, now),
        userId === undefined
          ? undefined
          : userId === null
            ? isNull(webauthnChallenges.userId)
            : eq(webauthnChallenges.userId, userId),
      ),
    )
    .returning({ userId: webauthnChallenges.userId });
  return row;
}
