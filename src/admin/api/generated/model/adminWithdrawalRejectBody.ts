import type { Reason } from './reason';

export type AdminWithdrawalRejectBody = {
  reason: Reason;
};
