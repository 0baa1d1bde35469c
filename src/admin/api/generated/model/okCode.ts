/**
 * 1 on success.
 * @minimum 1
 * @maximum 1
 */
export type OkCode = 1;
