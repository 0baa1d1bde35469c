import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { operators, type OperatorRole } from '../../db/schema/operators.ts';
import { hashPassword, verifyAgainstNothing, verifyPassword } from '../users/passwords.ts';
import {
  clearAccountFailures,
  isLoginThrottled,
  recordLoginFailure,
} from '../throttle/login-throttle.ts';
import { operatorFail } from './errors.ts';
import { acceptTotp, newTotpSecret, TOTP_ISSUER, totpUri } from '../../lib/totp.ts';

// Operator accounts: created by an administrator (CLI or console) with a one-time enrolment link;
// the operator chooses a password and pairs an authenticator app through that link; every sign-in
// then needs the password and a fresh authenticator code.

export const ENROL_TTL_MS = 72 * 3_600_000;

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export type OperatorRow = typeof operators.$inferSelect;

export class OperatorExists extends Error {}

/** A new operator (or a new link for one not yet enrolled); returns the link's one-time token. */
export async function addOperator(
  db: Db,
  now: Date,
  email: string,
  role: OperatorRole,
): Promise<{ operator: OperatorRow; enrolToken: string }> {
  const enrolToken = randomBytes(24).toString('base64url');
  const [operator] = await db
    .insert(operators)
    .values({
      email: email.toLowerCase(),
      role,
      passwordHash: '',
      totpLastStep: 0,
      enrolTokenHash: sha256(enrolToken),
      enrolExpiresAt: new Date(now.getTime() + ENROL_TTL_MS),
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!operator) throw new OperatorExists(`an operator ${email.toLowerCase()} already exists`);
  return { operator, enrolToken };
}

async function enrolling(db: Db, now: Date, token: string): Promise<OperatorRow> {
  const [row] = await db
    .select()
    .from(operators)
    .where(
      and(
        eq(operators.enrolTokenHash, sha256(token)),
        gt(operators.enrolExpiresAt, now),
        isNull(operators.disabledAt),
      ),
    );
  if (!row) throw operatorFail.enrolLinkInvalid();
  return row;
}

/** What the enrolment page shows: who enrols, and the secret to pair (the same until confirmed). */
export async function startEnrolment(db: Db, now: Date, token: string) {
  const row = await enrolling(db, now, token);
  let secret = row.totpSecret;
  if (!secret) {
    secret = newTotpSecret();
    await db.update(operators).set({ totpSecret: secret }).where(eq(operators.id, row.id));
  }
  return {
    email: row.email,
    role: row.role,
    secret,
    uri: totpUri(secret, row.email, TOTP_ISSUER.console),
  };
}

/** Sets the password once the operator proves the authenticator is paired; the link is spent. */
export async function completeEnrolment(
  db: Db,
  now: Date,
  token: string,
  password: string,
  code: string,
): Promise<OperatorRow> {
  const row = await enrolling(db, now, token);
  const step = row.totpSecret ? acceptTotp(row.totpSecret, code, now, row.totpLastStep) : null;
  if (step === null) throw operatorFail.totpInvalid();
  const [done] = await db
    .update(operators)
    .set({
      passwordHash: await hashPassword(password),
      totpEnrolledAt: now,
      totpLastStep: step,
      enrolTokenHash: null,
      enrolExpiresAt: null,
    })
    .where(and(eq(operators.id, row.id), eq(operators.enrolTokenHash, sha256(token))))
    .returning();
  if (!done) throw operatorFail.enrolLinkInvalid();
  return done;
}

/** Password and authenticator code, throttled like the app's sign-in (per account and address). */
export async function checkSignIn(
  db: Db,
  now: Date,
  input: { email: string; password: string; code: string; ip: string },
): Promise<OperatorRow> {
  const email = input.email.toLowerCase();
  const accountKey = `operator:${email}`;
  if (await isLoginThrottled(db, now, accountKey, input.ip)) throw operatorFail.signInThrottled();
  const [row] = await db.select().from(operators).where(eq(operators.email, email));
  const usable = row && row.passwordHash && row.totpSecret && row.totpEnrolledAt && !row.disabledAt;
  const passwordOk = usable
    ? await verifyPassword(row.passwordHash, input.password)
    : await verifyAgainstNothing(input.password);
  const step =
    usable && passwordOk ? acceptTotp(row.totpSecret!, input.code, now, row.totpLastStep) : null;
  // Claim the step atomically: two sign-ins racing with one code cannot both pass.
  const claimed =
    step !== null &&
    (
      await db
        .update(operators)
        .set({ totpLastStep: step })
        .where(and(eq(operators.id, row!.id), eq(operators.totpLastStep, row!.totpLastStep)))
        .returning({ id: operators.id })
    ).length === 1;
  if (!claimed) {
    await recordLoginFailure(db, now, accountKey, input.ip);
    throw operatorFail.signInFailed();
  }
  await clearAccountFailures(db, accountKey);
  return row!;
}
