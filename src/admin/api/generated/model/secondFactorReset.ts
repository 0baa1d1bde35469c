import type { Id } from './id';
import type { Timestamp } from './timestamp';

export interface SecondFactorReset {
  id: Id;
  reason: string;
  /** The asking operator's e-mail. */
  requested_by: string;
  requested_at: Timestamp;
}
