/**
 * Field errors of a validation failure; for code 1330 (sign-in needs its second step) the
 * `ticket`, its `expires_at` and the user's `factors` (space-separated); otherwise null.
 */
export type ErrorData = null | { [key: string]: string };
