import type { LimitParameter } from './limitParameter';
import type { PageParameter } from './pageParameter';

export type AdminUsersParams = {
  /**
   * Empty lists every user, newest first.
   * @maxLength 254
   */
  q?: string;
  /**
   * A page number, from 1.
   * @minimum 1
   * @maximum 100000
   */
  page?: PageParameter;
  /**
   * Items per page.
   * @minimum 1
   * @maximum 100
   */
  limit?: LimitParameter;
};
