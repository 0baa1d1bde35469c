import type { Timestamp } from './timestamp';

export interface Authenticator {
  enabled: boolean;
  enabled_at: Timestamp | null;
  /**
   * @minimum 0
   * @maximum 10
   */
  recovery_codes_left: number;
}
