import type { Family } from './family';

export type LhDepositReportParams = {
  /**
   * Default hosting.
   */
  family?: Family;
};
