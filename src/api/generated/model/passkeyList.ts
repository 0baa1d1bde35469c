import type { Passkey } from './passkey';

export interface PasskeyList {
  /**
   * Oldest first; at most ten.
   * @maxItems 10
   */
  list: Passkey[];
}
