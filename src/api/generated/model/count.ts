/**
 * A count, total or length that may be zero (rows, members, days, seconds).
 * @minimum 0
 * @maximum 2147483647
 */
export type Count = number;
