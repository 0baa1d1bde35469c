/**
 * A decimal number as a string, never a JSON number (money, prices, rates).
 * @maxLength 40
 * @pattern ^-?\d{1,20}(\.\d{1,18})?$
 */
export type Decimal = string;
