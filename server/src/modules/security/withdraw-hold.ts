// Withdrawal hold: after a login password reset or a fund password change, withdrawals wait
// `security.withdraw_hold_hours` (a console setting, 24 by default; 0 turns the hold off). Whoever
// took over an account with a phished password and code cannot empty it before its owner, told by
// the account activity, can act. A later change extends the hold; it never shortens it.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { authUsers as users, type WithdrawHoldReason } from '../../db/schema/auth.ts';
import { AppError } from '../../http/app-error.ts';
import { getSetting } from '../settings/settings.ts';

export const WITHDRAW_HOLD_SETTING = 'security.withdraw_hold_hours';
export const DEFAULT_WITHDRAW_HOLD_HOURS = '24';
/** Code of an application refused while the hold lasts (withdraw errors are 1700-1799). */
export const WITHDRAW_HELD_CODE = 1710;

export interface WithdrawHold {
  until: Date;
  reason: WithdrawHoldReason;
}

async function holdHours(db: Db): Promise<number> {
  const value = Number(await getSetting(db, WITHDRAW_HOLD_SETTING));
  return Number.isInteger(value) && value >= 0 ? value : Number(DEFAULT_WITHDRAW_HOLD_HOURS);
}

/**
 * Starts (or extends) the hold of a user after `reason`; call it in the change's transaction.
 * Returns when the hold ends, or null when the operator turned holds off.
 */
export async function startWithdrawHold(
  db: Db,
  now: Date,
  userId: number,
  reason: WithdrawHoldReason,
): Promise<Date | null> {
  const hours = await holdHours(db);
  if (hours === 0) return null;
  const until = new Date(now.getTime() + hours * 3_600_000);
  const [user] = await db
    .select({ until: users.withdrawHoldUntil })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (user?.until && user.until >= until) return user.until;
  await db
    .update(users)
    .set({ withdrawHoldUntil: until, withdrawHoldReason: reason })
    .where(eq(users.id, userId));
  return until;
}

/** The hold still running at `now`, if any. */
export function activeHold(
  user: { withdrawHoldUntil: Date | null; withdrawHoldReason: WithdrawHoldReason | null },
  now: Date,
): WithdrawHold | null {
  const { withdrawHoldUntil: until, withdrawHoldReason: reason } = user;
  return until && reason && until > now ? { until, reason } : null;
}

/** The refusal of an application during a hold: the message says why and until when (UTC). */
export const withdrawHeld = (hold: WithdrawHold) =>
  new AppError(403, `withdraw.held.${hold.reason}`, {
    code: WITHDRAW_HELD_CODE,
    params: { until: hold.until.toISOString().slice(0, 16).replace('T', ' ') + ' UTC' },
  });
