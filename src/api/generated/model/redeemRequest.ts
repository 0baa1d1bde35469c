import type { Id } from './id';

export interface RedeemRequest {
  /** The hosted order to redeem early. */
  id: Id;
}
