import type { Db } from '../../db/index.ts';
import { auditLog } from '../../db/schema/operators.ts';

// The audit log: one row per operator action, written with the action's own transaction (`db` is
// that transaction), so an action and its record commit or vanish together. The table is
// append-only (a trigger refuses UPDATE, DELETE and TRUNCATE).

/** Who acts: a signed-in operator (console) or the command line (the account that ran it). */
export interface Actor {
  operatorId: number | null;
  /** The operator's e-mail, or `cli:<os user>`. */
  name: string;
  ip: string | null;
}

export interface AuditChange {
  before: unknown;
  after: unknown;
}

export interface AuditEntry extends AuditChange {
  action: string;
  targetType: string;
  targetId: string;
  reason?: string | null;
}

export async function recordAudit(db: Db, at: Date, actor: Actor, entry: AuditEntry) {
  await db.insert(auditLog).values({
    at,
    operatorId: actor.operatorId,
    actor: actor.name,
    ip: actor.ip,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    reason: entry.reason ?? null,
  });
}

/** The command line's actor: who ran it, as the operating system says. */
export function cliActor(): Actor {
  const user = process.env.USER ?? process.env.LOGNAME ?? 'unknown';
  return { operatorId: null, name: `cli:${user}`, ip: null };
}
