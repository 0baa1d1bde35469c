/**
 * The 6-digit verification code.
 * @pattern ^\d{6}$
 */
export type Code = string;
