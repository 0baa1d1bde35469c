/**
 * The fund (transaction) password, exactly 6 digits.
 * @maxLength 6
 * @pattern ^\d{6}$
 */
export type FundPassword = string;
