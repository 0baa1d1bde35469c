/**
 * An unsigned integer amount in the coin's smallest unit (10^-decimals), as a string.
 * @maxLength 39
 * @pattern ^(0|[1-9][0-9]{0,38})$
 */
export type Units = string;
