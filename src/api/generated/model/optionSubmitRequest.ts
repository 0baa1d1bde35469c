import type { OptionDirection } from './optionDirection';

export interface OptionSubmitRequest {
  /**
   * The payable currency of the stake.
   * @minimum 1
   */
  currency_id: number;
  /**
   * The coin of the pair `<coin>/USDT`.
   * @minimum 1
   */
  pair_id: number;
  direction: OptionDirection;
  /**
   * One of microtrade/seconds; required ("please select option time first").
   * @minimum 1
   */
  seconds?: number;
  /**
   * The stake; required ("quantity empty") and at least the minimum.
   * @maxLength 40
   */
  quantity?: string;
}
