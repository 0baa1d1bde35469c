import type { Decimal } from './decimal';
import type { Decimals } from './decimals';
import type { PositiveInt } from './positiveInt';

/**
 * What a new value must be; the server checks the same and says what is wrong.
 */
export interface SettingConstraints {
  /** False: an empty value clears the setting. */
  required: boolean;
  /** The smallest value allowed (rate, amount, integer), inclusive. */
  min: null | Decimal;
  /** The largest value allowed (rate, amount, integer), inclusive. */
  max: null | Decimal;
  /** At most this many decimals (rate, amount). */
  max_decimals: Decimals | null;
  /** At most this many characters. */
  max_length: PositiveInt;
  /**
   * A regular expression the whole value must match (text).
   * @nullable
   */
  pattern: string | null;
  /**
   * The allowed symbols (coin, coins), the listed coins at the time of asking.
   * @nullable
   */
  choices: string[] | null;
}
