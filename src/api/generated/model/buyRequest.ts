import type { BuyRequestAgree } from './buyRequestAgree';

export interface BuyRequest {
  /** @minimum 1 */
  product_id: number;
  /**
   * A decimal string; checked by the server (not empty, at least the minimum, at most the coin's decimals) so each rule has its own message.
   * @maxLength 40
   */
  amount: string;
  /** The service agreement checkbox; must be ticked ("1" or "true"). */
  agree: BuyRequestAgree;
}
