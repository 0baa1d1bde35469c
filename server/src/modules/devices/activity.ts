import { and, count, desc, eq, gt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/index.ts';
import { accountEvents, type AccountEventKind } from '../../db/schema/auth.ts';
import { requireAuth, type Deps } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import { deviceOf } from './user-agent.ts';

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
  await db.insert(accountEvents).values({
    userId,
    kind,
    at: now,
    ip: request.ip ?? null,
    ...deviceOf(request.headers['user-agent']),
  });
}

export async function listActivity(deps: Deps, request: FastifyRequest) {
  const { userId } = requireAuth(request);
  const { page = 1, limit = 20 } = request.query as { page?: number; limit?: number };
  const since = new Date(deps.clock().getTime() - ACTIVITY_DAYS * 86_400_000);
  const where = and(eq(accountEvents.userId, userId), gt(accountEvents.at, since));
  const [rows, [total]] = await Promise.all([
    deps.db
      .select()
      .from(accountEvents)
      .where(where)
      .orderBy(desc(accountEvents.at), desc(accountEvents.id))
      .limit(limit)
      .offset((page - 1) * limit),
    deps.db.select({ n: count() }).from(accountEvents).where(where),
  ]);
  return ok({
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
  });
}
