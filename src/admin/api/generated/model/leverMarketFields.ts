/**
 * Checked by the server, each rule with its own localized message in `data` (400, code 2704):
 * lot_size above 0 with at most the coin's decimals; fee_rate 0 to 0.1, maintenance_rate at
 * least 0 and below 1, both at most 8 decimals; multiples 1 to 20 different whole numbers 1-1000.
 */
export interface LeverMarketFields {
  /** @maxLength 40 */
  lot_size: string;
  /** @maxLength 40 */
  fee_rate: string;
  /** @maxLength 40 */
  maintenance_rate: string;
  /**
   * Separated by commas or spaces, e.g. "5,10,20,50,100".
   * @maxLength 200
   */
  multiples: string;
}
