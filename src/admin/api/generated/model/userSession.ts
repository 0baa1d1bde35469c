import type { Id } from './id';
import type { Timestamp } from './timestamp';

/**
 * A live session (not expired, not ended). The server does not record last use.
 */
export interface UserSession {
  id: Id;
  created_at: Timestamp;
  expires_at: Timestamp;
  /** @nullable */
  ip: string | null;
  /** @nullable */
  user_agent: string | null;
}
