/**
 * At least 12 characters.
 * @minLength 12
 * @maxLength 128
 */
export type OperatorPassword = string;
