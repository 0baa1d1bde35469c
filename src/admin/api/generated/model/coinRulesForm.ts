/**
 * The rules to change; an absent one stays as it is. All are checked before any is written.
 */
export interface CoinRulesForm {
  /**
   * An amount of the coin: above 0, within its decimals.
   * @maxLength 40
   */
  deposit_minimum?: string;
  /**
   * From 0 up to, not including, 1 (8 decimals at most).
   * @maxLength 40
   */
  deposit_fee_rate?: string;
  /**
   * An amount of the coin: above 0, within its decimals.
   * @maxLength 40
   */
  withdraw_minimum?: string;
  /**
   * From 0 up to, not including, 1 (8 decimals at most).
   * @maxLength 40
   */
  withdraw_fee_rate?: string;
  /**
   * An amount of the coin: 0 or more, within its decimals.
   * @maxLength 40
   */
  withdraw_fee_fixed?: string;
  /**
   * Bank payout of withdrawals, on or off (anything else is refused with code 2671).
   * @maxLength 10
   */
  withdraw_bank?: string;
}
