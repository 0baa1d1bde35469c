/**
 * The token of the one-time enrolment link.
 * @maxLength 32
 * @pattern ^[A-Za-z0-9_-]{32}$
 */
export type EnrolToken = string;
