/**
 * The 6-digit code of the operator's authenticator app.
 * @pattern ^\d{6}$
 */
export type TotpCode = string;
