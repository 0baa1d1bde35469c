/**
 * A decimal that is not zero; negative takes from the user.
 * @maxLength 40
 * @pattern ^[-+]?\d{1,20}(\.\d{1,18})?$
 */
export type SignedDecimal = string;
