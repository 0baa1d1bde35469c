// Recovery codes: ten one-time codes shown once when the authenticator is turned on (or renewed),
// for the day the phone is lost. 12 characters from a 31-letter alphabet without look-alikes
// (about 59 bits each), so a fast hash is enough to store them; each works once.
import { createHash, randomInt } from 'node:crypto';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { recoveryCodes } from '../../db/schema/auth.ts';

export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const GROUPS = 3;
const GROUP_LENGTH = 4;

function newRecoveryCode(): string {
  const groups = Array.from({ length: GROUPS }, () =>
    Array.from({ length: GROUP_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''),
  );
  return groups.join('-');
}

/** Case, spaces and dashes do not matter when the user types a code back. */
export function normalizeRecoveryCode(input: string): string {
  return input.toLowerCase().replace(/[\s-]/g, '');
}

const hashOf = (code: string) =>
  createHash('sha256').update(normalizeRecoveryCode(code)).digest('hex');

/** Replaces the user's codes by ten new ones; returns them (the only time they are readable). */
export async function replaceRecoveryCodes(db: Db, now: Date, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db
    .insert(recoveryCodes)
    .values(codes.map((code) => ({ userId, codeHash: hashOf(code), createdAt: now })));
  return codes;
}

export async function deleteRecoveryCodes(db: Db, userId: number): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}

/** Uses up one unused code of the user; false when it is wrong or already used (one winner). */
export async function useRecoveryCode(
  db: Db,
  now: Date,
  userId: number,
  input: string,
): Promise<boolean> {
  if (normalizeRecoveryCode(input).length !== GROUPS * GROUP_LENGTH) return false;
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, hashOf(input)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return used.length > 0;
}

export async function recoveryCodesLeft(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return Number(row?.n ?? 0);
}
