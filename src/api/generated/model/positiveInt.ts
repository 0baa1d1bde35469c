/**
 * A whole number of at least one (a period in days or seconds, a level, a multiple).
 * @minimum 1
 * @maximum 2147483647
 */
export type PositiveInt = number;
