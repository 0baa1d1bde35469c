/**
 * An HTTP status or a finer numeric reason (four digits at most).
 * @minimum 100
 * @maximum 9999
 */
export type ErrorCode = number;
