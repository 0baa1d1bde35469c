/**
 * The share of 5xx answers over the last minute (0.0125 is 1.25 %); 0 without requests.
 * @minimum 0
 * @maximum 1
 */
export type ErrorRate = number;
