/**
 * 1 on success.
 */
export type OkCode = 1;
