import type { Timestamp } from './timestamp';
import type { WithdrawHoldReason } from './withdrawHoldReason';

/**
 * After a login password reset, a fund password change or the second factor turned off,
 * withdrawals wait until `until`
 * (`security.withdraw_hold_hours` later, a console setting, 24 by default). A later change
 * extends the hold, never shortens it.
 */
export interface WithdrawHold {
  until: Timestamp;
  reason: WithdrawHoldReason;
}
