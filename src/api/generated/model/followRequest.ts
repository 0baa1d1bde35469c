import type { FollowRequestAgree } from './followRequestAgree';

export interface FollowRequest {
  /** @minimum 1 */
  trader_id: number;
  /**
   * A decimal string; checked by the server (not empty, at least the minimum, at most the coin's decimals) so each rule has its own message.
   * @maxLength 40
   */
  amount: string;
  /** The service agreement checkbox; must be ticked. */
  agree: FollowRequestAgree;
}
