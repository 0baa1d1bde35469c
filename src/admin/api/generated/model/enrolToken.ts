/**
 * The token of the one-time enrolment link.
 * @pattern ^[A-Za-z0-9_-]{32}$
 */
export type EnrolToken = string;
