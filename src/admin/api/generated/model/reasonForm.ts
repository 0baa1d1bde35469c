import type { Reason } from './reason';

export interface ReasonForm {
  reason: Reason;
}
