import type { Id } from './id';
import type { Network } from './network';
import type { Timestamp } from './timestamp';

export interface WithdrawAddress {
  id: Id;
  currency_id: Id;
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
