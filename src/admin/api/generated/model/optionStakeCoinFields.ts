/**
 * Checked by the server (400, code 2711, the reason in `data`): min_amount above 0 with at most
 * the coin's decimals.
 */
export interface OptionStakeCoinFields {
  /** @maxLength 40 */
  min_amount: string;
}
