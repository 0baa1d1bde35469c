import type { Network } from './network';
import type { Timestamp } from './timestamp';

export interface WithdrawAddress {
  /** @minimum 1 */
  id: number;
  /** @minimum 1 */
  currency_id: number;
  /** The coin's symbol. */
  currency: string;
  network: Network;
  /**
   * @minLength 26
   * @maxLength 64
   */
  address: string;
  created_at: Timestamp;
}
