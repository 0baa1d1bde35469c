import { and, count, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { loginFailures } from '../../db/schema/auth.ts';

// Password guessing is slowed per account and per client address; counts live in the database so
// they survive restarts and hold across processes.

export const LOGIN_THROTTLE = {
  windowMinutes: 15,
  perAccount: 5,
  perIp: 20,
} as const;

function windowStart(now: Date): Date {
  return new Date(now.getTime() - LOGIN_THROTTLE.windowMinutes * 60_000);
}

async function failuresSince(
  db: Db,
  column: 'accountKey' | 'ip',
  value: string,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures[column], value), gt(loginFailures.createdAt, since)));
  return Number(row?.n ?? 0);
}

export async function isLoginThrottled(
  db: Db,
  now: Date,
  accountKey: string,
  ip: string,
): Promise<boolean> {
  const since = windowStart(now);
  const [byAccount, byIp] = await Promise.all([
    failuresSince(db, 'accountKey', accountKey, since),
    failuresSince(db, 'ip', ip, since),
  ]);
  return byAccount >= LOGIN_THROTTLE.perAccount || byIp >= LOGIN_THROTTLE.perIp;
}

export async function recordLoginFailure(
  db: Db,
  now: Date,
  accountKey: string,
  ip: string,
): Promise<void> {
  await db.insert(loginFailures).values({ accountKey, ip, createdAt: now });
}

/** A successful sign-in forgives the account's earlier failures (the address's stay counted). */
export async function clearAccountFailures(db: Db, accountKey: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.accountKey, accountKey));
}
