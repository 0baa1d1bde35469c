import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { authUsers } from '../../db/schema/auth.ts';
import { fundPasswordFailures } from '../../db/schema/security.ts';
import { AppError, ErrorCode } from '../../http/app-error.ts';
import { verifyPassword } from '../users/passwords.ts';
import type { UserRow } from '../users/repo.ts';

// A fund password has only 10^6 values, so attempts are counted per user in the database (they
// survive restarts). Each attempt is recorded as a failure BEFORE the hash is checked, under a
// per-user lock, so parallel guesses cannot slip past the limit; a right password clears them.
export const FUND_PASSWORD_THROTTLE = { windowMinutes: 15, maxFailures: 5 } as const;

export const fundPasswordNotSet = () =>
  new AppError(422, 'error.fund_password_not_set', { code: ErrorCode.fundPasswordNotSet });

async function recentFailures(db: Db, now: Date, userId: number): Promise<number> {
  const since = new Date(now.getTime() - FUND_PASSWORD_THROTTLE.windowMinutes * 60_000);
  const [row] = await db
    .select({ n: count() })
    .from(fundPasswordFailures)
    .where(and(eq(fundPasswordFailures.userId, userId), gt(fundPasswordFailures.createdAt, since)));
  return Number(row?.n ?? 0);
}

/** Checks the user's fund password, counting attempts; a right one forgives earlier failures. */
export async function assertFundPassword(
  db: Db,
  now: Date,
  user: UserRow,
  password: string,
): Promise<void> {
  if (!user.fundPasswordHash) throw fundPasswordNotSet();
  const allowed = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`fund_password:${user.id}`}))`);
    if ((await recentFailures(tx, now, user.id)) >= FUND_PASSWORD_THROTTLE.maxFailures)
      return false;
    await tx.insert(fundPasswordFailures).values({ userId: user.id, createdAt: now });
    return true;
  });
  if (!allowed) {
    throw new AppError(429, 'error.fund_password_throttled', {
      code: ErrorCode.fundPasswordThrottled,
      params: { minutes: FUND_PASSWORD_THROTTLE.windowMinutes },
    });
  }
  if (!(await verifyPassword(user.fundPasswordHash, password))) {
    throw new AppError(422, 'error.fund_password_wrong', { code: ErrorCode.fundPasswordWrong });
  }
  await db.delete(fundPasswordFailures).where(eq(fundPasswordFailures.userId, user.id));
}

export async function setFundPasswordHash(db: Db, userId: number, hash: string): Promise<void> {
  await db.update(authUsers).set({ fundPasswordHash: hash }).where(eq(authUsers.id, userId));
}
