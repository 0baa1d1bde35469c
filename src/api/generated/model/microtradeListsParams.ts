import type { LimitParameter } from './limitParameter';
import type { OptionStatus } from './optionStatus';
import type { PageParameter } from './pageParameter';

export type MicrotradeListsParams = {
  /**
   * @minimum 1
   */
  page?: PageParameter;
  /**
   * @minimum 1
   * @maximum 100
   */
  limit?: LimitParameter;
  status?: OptionStatus;
};
