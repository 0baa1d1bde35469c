/**
 * The chain transaction hash, or the bank's reference of the transfer, of a withdrawal paid out.
 * @minLength 1
 * @maxLength 128
 * @pattern \S
 */
export type PayoutReference = string;
