import type { LimitParameter } from './limitParameter';
import type { PageParameter } from './pageParameter';

export type AdminUserJournalParams = {
  /**
   * @minimum 1
   */
  page?: PageParameter;
  /**
   * @minimum 1
   * @maximum 100
   */
  limit?: LimitParameter;
};
