import type { Timestamp } from './timestamp';
import type { User } from './user';

export interface Session {
  /**
   * 256 random bits, base64url.
   * @minLength 43
   * @maxLength 64
   */
  token: string;
  expires_at: Timestamp;
  user: User;
}
