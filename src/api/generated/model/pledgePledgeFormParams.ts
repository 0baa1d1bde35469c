export type PledgePledgeFormParams = {
  /**
   * The pledge product id.
   * @minimum 1
   */
  id: number;
};
