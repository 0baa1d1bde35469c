import type { Reason } from './reason';

export type AdminReviewRejectBody = {
  reason: Reason;
};
