/**
 * The 6-digit verification code.
 * @maxLength 6
 * @pattern ^\d{6}$
 */
export type Code = string;
