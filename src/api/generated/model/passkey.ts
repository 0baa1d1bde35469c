import type { Id } from './id';
import type { Timestamp } from './timestamp';

export interface Passkey {
  id: Id;
  /** @maxLength 32 */
  name: string;
  created_at: Timestamp;
  /** When it last signed in or confirmed a move; null when never. */
  last_used_at: Timestamp | null;
  /** Backed up by a password manager and synced to the user's other devices. */
  synced: boolean;
}
