/**
 * The 6-digit code of the operator's authenticator app.
 * @maxLength 6
 * @pattern ^\d{6}$
 */
export type TotpCode = string;
