import type { Id } from './id';
import type { Timestamp } from './timestamp';
import type { UserSessionDevice } from './userSessionDevice';

/**
 * A live session (not expired, not ended), most recently used first.
 */
export interface UserSession {
  id: Id;
  created_at: Timestamp;
  expires_at: Timestamp;
  /** Last request, to the minute. */
  last_used_at: Timestamp;
  /** @nullable */
  ip: string | null;
  /** @nullable */
  user_agent: string | null;
  /**
   * Browser and major version, null when unknown.
   * @nullable
   */
  browser: string | null;
  /**
   * Operating system and version, null when unknown.
   * @nullable
   */
  os: string | null;
  device: UserSessionDevice;
}
