/**
 * The 6-digit code an authenticator app shows now (an operator's or a user's).
 * @maxLength 6
 * @pattern ^\d{6}$
 */
export type TotpCode = string;
