/**
 * Why; the user reads it.
 * @minLength 1
 * @maxLength 500
 */
export type Reason = string;
