/**
 * Checked by the server, each rule with its own localized message in `data` (400, code 2701):
 * payout_ratio above 0 and at most 10, at most 8 decimals; min_amount above 0 with at most the
 * payable coin's decimals; flat_band at least 0 and below 0.1, at most 8 decimals.
 */
export interface OptionDurationFields {
  /** @maxLength 40 */
  payout_ratio: string;
  /** @maxLength 40 */
  min_amount: string;
  /** @maxLength 40 */
  flat_band: string;
}
