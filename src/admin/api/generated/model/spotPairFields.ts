/**
 * Checked by the server, each rule with its own localized message in `data` (400, code 2721):
 * price_decimals a whole number 0-18; quantity_decimals a whole number from 0 to the base coin's
 * decimals; fee_rate empty (the default) or 0 to 0.1 with at most 8 decimals; min_quantity 0 or
 * more within quantity_decimals; min_amount 0 or more within the quote coin's decimals; sort a
 * whole number.
 */
export interface SpotPairFields {
  /** @maxLength 10 */
  price_decimals: string;
  /** @maxLength 10 */
  quantity_decimals: string;
  /**
   * Empty: the spot.fee_rate setting.
   * @maxLength 40
   */
  fee_rate?: string;
  /**
   * Empty: 0 (none).
   * @maxLength 40
   */
  min_quantity?: string;
  /**
   * Empty: 0 (none).
   * @maxLength 40
   */
  min_amount?: string;
  /**
   * Order in the app's lists (default 0).
   * @maxLength 10
   */
  sort?: string;
}
