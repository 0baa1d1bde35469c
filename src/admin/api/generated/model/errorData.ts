/**
 * Field errors of a validation failure, otherwise null.
 */
export type ErrorData = null | { [key: string]: string };
