import type { Decimals } from './decimals';
import type { Id } from './id';

/**
 * A listed coin that is not a stake coin yet.
 */
export interface OptionStakeCoinChoice {
  currency_id: Id;
  /** The coin's symbol. */
  currency: string;
  /** The coin's decimal places. */
  decimals: Decimals;
}
