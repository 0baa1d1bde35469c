// Support removes the authenticator of a user who lost the phone. Four eyes, as for large balance
// adjustments: a reviewer asks (with the reason), an admin other than the asker approves or
// rejects, each audited. Approval removes the factor and its recovery codes, holds withdrawals
// and writes to the user, whose activity shows it.
import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/index.ts';
import { userPasskeys, userTotp } from '../../../db/schema/auth.ts';
import { secondFactorResets } from '../../../db/schema/operator-users.ts';
import { operators } from '../../../db/schema/operators.ts';
import type { Deps } from '../../../http/context.ts';
import { recordAudit, type Actor } from '../../audit/audit.ts';
import { recordAccountEventFrom } from '../../devices/activity.ts';
import { hasSecondFactor } from '../../second-factor/factor.ts';
import { deleteRecoveryCodes } from '../../second-factor/recovery-codes.ts';
import { startWithdrawHold } from '../../security/withdraw-hold.ts';
import { sendSecurityMail } from '../../security-mail/send.ts';
import { isUniqueViolation } from '../../users/repo.ts';
import { operatorFail } from '../errors.ts';
import { existingUser } from './detail.ts';
import { operatorUserFail } from './errors.ts';

const requester = alias(operators, 'requester');

/** The user's reset waiting for a decision, as the console's user page shows it. */
export async function pendingReset(db: Db, userId: number) {
  const [found] = await db
    .select({ row: secondFactorResets, requestedBy: requester.email })
    .from(secondFactorResets)
    .innerJoin(requester, eq(requester.id, secondFactorResets.requestedBy))
    .where(and(eq(secondFactorResets.userId, userId), eq(secondFactorResets.status, 'pending')));
  return found
    ? {
        id: found.row.id,
        reason: found.row.reason,
        requested_by: found.requestedBy,
        requested_at: found.row.requestedAt.toISOString(),
      }
    : null;
}

export async function requestSecondFactorReset(
  deps: Deps,
  actor: Actor & { operatorId: number },
  userId: number,
  reason: string,
) {
  const now = deps.clock();
  await existingUser(deps.db, userId);
  if (!(await hasSecondFactor(deps.db, userId))) throw operatorUserFail.noSecondFactor();
  try {
    await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(secondFactorResets)
        .values({
          userId,
          reason,
          status: 'pending',
          requestedBy: actor.operatorId,
          requestedAt: now,
        })
        .returning({ id: secondFactorResets.id });
      await recordAudit(tx, now, actor, {
        action: 'user.second_factor_reset_request',
        targetType: 'user',
        targetId: String(userId),
        before: { authenticator: true },
        after: { reset_id: row!.id, status: 'pending' },
        reason,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw operatorUserFail.resetPending();
    throw error;
  }
  return pendingReset(deps.db, userId);
}

/** Locks the pending request; a second decision (or the asker's own) is refused. */
async function lockDecidable(db: Db, actor: Actor, id: number) {
  const [row] = await db
    .select()
    .from(secondFactorResets)
    .where(and(eq(secondFactorResets.id, id), eq(secondFactorResets.status, 'pending')))
    .for('update');
  if (!row) throw operatorFail.notPending();
  if (row.requestedBy === actor.operatorId) throw operatorUserFail.ownReset();
  return row;
}

export async function approveSecondFactorReset(
  deps: Deps,
  actor: Actor,
  id: number,
  log: FastifyBaseLogger,
): Promise<void> {
  const now = deps.clock();
  const { userId, holdUntil } = await deps.db.transaction(async (tx) => {
    const row = await lockDecidable(tx, actor, id);
    await tx.delete(userTotp).where(eq(userTotp.userId, row.userId));
    await deleteRecoveryCodes(tx, row.userId);
    const passkeys = await tx
      .delete(userPasskeys)
      .where(eq(userPasskeys.userId, row.userId))
      .returning({ id: userPasskeys.id });
    const until = await startWithdrawHold(tx, now, row.userId, 'second_factor_reset');
    await tx
      .update(secondFactorResets)
      .set({ status: 'approved', decidedBy: actor.operatorId, decidedAt: now })
      .where(eq(secondFactorResets.id, id));
    await recordAccountEventFrom(tx, now, row.userId, 'second_factor_reset', {
      ip: null,
      browser: null,
      os: null,
      device: 'unknown',
    });
    await recordAudit(tx, now, actor, {
      action: 'user.second_factor_reset',
      targetType: 'user',
      targetId: String(row.userId),
      before: { authenticator: true, reset_id: id, status: 'pending' },
      after: {
        authenticator: false,
        passkeys_removed: passkeys.length,
        status: 'approved',
        withdraw_hold_until: until?.toISOString() ?? null,
      },
      reason: row.reason,
    });
    return { userId: row.userId, holdUntil: until };
  });
  // Said by support, not from a device of the user's: the mail names no device or address.
  await sendSecurityMail(
    deps,
    userId,
    { log },
    {
      kind: 'second_factor_reset',
      at: now,
      ...(holdUntil ? { holdUntil } : {}),
    },
  );
}

export async function rejectSecondFactorReset(
  deps: Deps,
  actor: Actor,
  id: number,
  reason: string,
): Promise<void> {
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const row = await lockDecidable(tx, actor, id);
    await tx
      .update(secondFactorResets)
      .set({
        status: 'rejected',
        decidedBy: actor.operatorId,
        decidedAt: now,
        decisionReason: reason,
      })
      .where(eq(secondFactorResets.id, id));
    await recordAudit(tx, now, actor, {
      action: 'user.second_factor_reset_reject',
      targetType: 'user',
      targetId: String(row.userId),
      before: { reset_id: id, status: 'pending' },
      after: { status: 'rejected' },
      reason,
    });
  });
}
