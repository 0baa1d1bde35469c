/**
 * Checked by the server, every field before any is written, each refusal with its own localized
 * reason in `data` (400, code 2751): currency a listed coin's symbol; days a whole number
 * 1-3650; daily_rate above 0 and at most 0.1, at most 8 decimals; min_amount and max_amount above
 * 0 with at most the coin's decimals, max_amount not below min_amount; sort a whole number.
 */
export interface PledgeProductFields {
  /**
   * The coin's symbol (any case).
   * @maxLength 20
   */
  currency: string;
  /** @maxLength 10 */
  days: string;
  /**
   * A share per day (0.002 = 0.2 %).
   * @maxLength 40
   */
  daily_rate: string;
  /** @maxLength 40 */
  min_amount: string;
  /** @maxLength 40 */
  max_amount: string;
  /**
   * Order in the app's list (default 0).
   * @maxLength 10
   */
  sort?: string;
}
