/**
 * A row's id (serial, int4 range).
 * @minimum 1
 * @maximum 2147483647
 */
export type Id = number;
