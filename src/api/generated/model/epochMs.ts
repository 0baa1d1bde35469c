/**
 * Epoch milliseconds (bigint; at most Number.MAX_SAFE_INTEGER).
 * @minimum 0
 * @maximum 9007199254740991
 */
export type EpochMs = number;
