/**
 * The fund (transaction) password, exactly 6 digits.
 * @pattern ^\d{6}$
 */
export type FundPassword = string;
