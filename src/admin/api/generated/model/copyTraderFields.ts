/**
 * Checked by the server, each rule with its own localized message in `data` (400, code 2731):
 * name 1-60 characters, unique (409, code 2732); bio at
 * most 280 characters; currency a listed coin with a market price (not USDT); direction long or
 * short; period_days a whole number 1-365; min_amount (USDT) above 0 with at most USDT's
 * decimals; commission_rate 0 up to, not including, 1, at most 8 decimals; sort a whole number.
 */
export interface CopyTraderFields {
  /** @maxLength 200 */
  name: string;
  /** @maxLength 2000 */
  bio?: string;
  /**
   * The coin's symbol (any case).
   * @maxLength 20
   */
  currency: string;
  /** @maxLength 10 */
  direction: string;
  /**
   * Whole days.
   * @maxLength 10
   */
  period_days: string;
  /** @maxLength 40 */
  min_amount: string;
  /**
   * A share of a positive profit (0.1 = 10 %).
   * @maxLength 40
   */
  commission_rate: string;
  /**
   * Order in the app's list (default 0).
   * @maxLength 10
   */
  sort?: string;
}
