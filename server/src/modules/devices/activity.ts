import { and, count, desc, eq, gt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/index.ts';
import { accountEvents, type AccountEventKind } from '../../db/schema/auth.ts';
import { requireAuth, type Deps } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import { deviceOf, type DeviceInfo } from './user-agent.ts';

// Account activity: sign-ins (also failed ones, for an account that exists), sign-outs and
// security changes, with the device and address they came from. The user reads the last 90 days.

export const ACTIVITY_DAYS = 90;

/** Records one event of a user, with the device and address of the request that caused it. */
export async function recordAccountEvent(
  db: Db,
  now: Date,
  userId: number,
  kind: AccountEventKind,
  request: Pick<FastifyRequest, 'ip' | 'headers'>,
): Promise<void> {
  await recordAccountEventFrom(db, now, userId, kind, {
    ip: request.ip ?? null,
    ...deviceOf(request.headers['user-agent']),
  });
}

/** Records one event with a device given as it is (an operator's act names the user's device). */
export async function recordAccountEventFrom(
  db: Db,
  now: Date,
  userId: number,
  kind: AccountEventKind,
  from: { ip: string | null } & DeviceInfo,
): Promise<void> {
  await db.insert(accountEvents).values({ userId, kind, at: now, ...from });
}

/** One page of a user's events of the last 90 days, newest first (the app's and the console's). */
export async function activityPage(
  db: Db,
  userId: number,
  now: Date,
  { page = 1, limit = 20 }: { page?: number; limit?: number },
) {
  const since = new Date(now.getTime() - ACTIVITY_DAYS * 86_400_000);
  const where = and(eq(accountEvents.userId, userId), gt(accountEvents.at, since));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(accountEvents)
      .where(where)
      .orderBy(desc(accountEvents.at), desc(accountEvents.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(accountEvents).where(where),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      at: row.at.toISOString(),
      ip: row.ip,
      browser: row.browser,
      os: row.os,
      device: row.device,
    })),
    total: total?.n ?? 0,
    page,
    limit,
  };
}

export async function listActivity(deps: Deps, request: FastifyRequest) {
  const { userId } = requireAuth(request);
  const paging = request.query as { page?: number; limit?: number };
  return ok(await activityPage(deps.db, userId, deps.clock(), paging));
}
