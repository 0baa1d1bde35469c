/**
 * Checked by the server, each rule with its own localized message in `data` (400, code 2641):
 * currency a listed coin's symbol; period_days a whole number 1-3650; min_amount above 0 with
 * at most the coin's decimals; daily_rate above 0 and at most 0.1 (10 % a day), at most 8
 * decimals; settlement_ratio 0 to 1, at most 8 decimals; sort a whole number.
 */
export interface TrustProductFields {
  /**
   * The coin's symbol (any case).
   * @maxLength 20
   */
  currency: string;
  /**
   * Whole days.
   * @maxLength 10
   */
  period_days: string;
  /** @maxLength 40 */
  min_amount: string;
  /**
   * A share per day (0.004 = 0.4 %).
   * @maxLength 40
   */
  daily_rate: string;
  /**
   * Liquidated damages per remaining day, a share of the amount (hosting; 0 for finance).
   * @maxLength 40
   */
  settlement_ratio: string;
  /**
   * Order in the app's list (default 0).
   * @maxLength 10
   */
  sort?: string;
}
