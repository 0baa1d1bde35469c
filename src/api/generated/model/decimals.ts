/**
 * Decimal places of a coin, price or quantity (numeric(38,18) holds 18).
 * @minimum 0
 * @maximum 18
 */
export type Decimals = number;
