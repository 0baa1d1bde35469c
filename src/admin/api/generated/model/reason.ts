/**
 * Why; the user reads it (several lines allowed).
 * @minLength 1
 * @maxLength 500
 */
export type Reason = string;
