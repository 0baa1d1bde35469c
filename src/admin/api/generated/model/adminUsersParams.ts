import type { LimitParameter } from './limitParameter';
import type { PageParameter } from './pageParameter';

export type AdminUsersParams = {
  /**
   * Empty lists every user, newest first.
   * @maxLength 254
   */
  q?: string;
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
