/**
 * A decimal greater than zero, as a string.
 * @maxLength 40
 * @pattern ^(0*[1-9]\d{0,19}(\.\d{1,18})?|0*\.\d*[1-9]\d*|0+\.\d*[1-9]\d*)$
 */
export type PositiveDecimal = string;
