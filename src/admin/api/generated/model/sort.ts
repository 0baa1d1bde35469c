/**
 * Order in a list, ascending (the console accepts -1000000 to 1000000).
 * @minimum -1000000
 * @maximum 1000000
 */
export type Sort = number;
