import type { Id } from './id';
import type { OptionDirection } from './optionDirection';
import type { PositiveInt } from './positiveInt';

export interface OptionSubmitRequest {
  /** The payable currency of the stake. */
  currency_id: Id;
  /** The coin of the pair `<coin>/USDT`. */
  pair_id: Id;
  direction: OptionDirection;
  /** One of microtrade/seconds; required ("please select option time first"). */
  seconds?: PositiveInt;
  /**
   * The stake; required ("quantity empty") and at least the minimum.
   * @maxLength 40
   */
  quantity?: string;
}
