/**
 * A page number, from 1.
 * @minimum 1
 * @maximum 100000
 */
export type Page = number;
