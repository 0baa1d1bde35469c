import type { Id } from './id';

export type PledgePledgeFormParams = {
  /**
   * The pledge product id.
   */
  id: Id;
};
