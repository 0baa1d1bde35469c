import type { Hash } from './hash';
import type { Id } from './id';
import type { Sums } from './sums';

export type ProofFileLeaf = {
  user_id: Id;
  /** The 32 random bytes, in hex, that only this user is given. */
  salt: Hash;
  /**
   * @minimum 0
   * @maximum 1073741823
   */
  position: number;
  balances: Sums;
};
