import type { BroadcastAudience } from './broadcastAudience';
import type { Count } from './count';
import type { Id } from './id';
import type { Timestamp } from './timestamp';

export interface Broadcast {
  id: Id;
  audience: BroadcastAudience;
  user_id: Id | null;
  /** @maxLength 300 */
  link: string;
  /** How many users it was written to. */
  recipients: Count;
  created_at: Timestamp;
}
