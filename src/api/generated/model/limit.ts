/**
 * Items per page.
 * @minimum 1
 * @maximum 100
 */
export type Limit = number;
