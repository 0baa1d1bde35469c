import type { OptionStakeCoinFields } from './optionStakeCoinFields';

export type OptionStakeCoinCreateForm = OptionStakeCoinFields & {
  /**
   * A coin's id (400, code 2711, when there is no such coin), listed (409, code 2713 when
   * delisted), not a stake coin yet (409, code 2712). Fixed once created.
   * @maxLength 10
   */
  currency_id: string;
};
