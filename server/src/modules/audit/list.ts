import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { auditLog } from '../../db/schema/operators.ts';

// The audit log as the console lists it: newest first, filtered by exact actor, action or target.

export interface AuditFilter {
  actor?: string;
  action?: string;
  target_type?: string;
  target_id?: string;
  page?: number;
  limit?: number;
}

export async function auditPage(db: Db, filter: AuditFilter) {
  const page = filter.page ?? 1;
  const limit = filter.limit ?? 50;
  const conditions: SQL[] = [];
  if (filter.actor) conditions.push(eq(auditLog.actor, filter.actor.toLowerCase()));
  if (filter.action) conditions.push(eq(auditLog.action, filter.action));
  if (filter.target_type) conditions.push(eq(auditLog.targetType, filter.target_type));
  if (filter.target_id) conditions.push(eq(auditLog.targetId, filter.target_id));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      actor: r.actor,
      ip: r.ip,
      action: r.action,
      target_type: r.targetType,
      target_id: r.targetId,
      before: r.before,
      after: r.after,
      reason: r.reason,
    })),
    total: Number(total?.n ?? 0),
    page,
    limit,
  };
}
