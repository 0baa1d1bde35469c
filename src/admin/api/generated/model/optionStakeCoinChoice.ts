/**
 * A listed coin that is not a stake coin yet.
 */
export interface OptionStakeCoinChoice {
  currency_id: number;
  /** The coin's symbol. */
  currency: string;
  /** The coin's decimal places. */
  decimals: number;
}
