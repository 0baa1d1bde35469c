import type { Family } from './family';

export type LhDepositConfigParams = {
  /**
   * Default hosting.
   */
  family?: Family;
};
