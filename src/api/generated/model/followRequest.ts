import type { FollowRequestAgree } from './followRequestAgree';
import type { Id } from './id';

export interface FollowRequest {
  trader_id: Id;
  /**
   * A decimal string; checked by the server (not empty, at least the minimum, at most the coin's decimals) so each rule has its own message.
   * @maxLength 40
   */
  amount: string;
  /**
   * The service agreement checkbox; must be ticked.
   * @maxLength 5
   */
  agree: FollowRequestAgree;
}
