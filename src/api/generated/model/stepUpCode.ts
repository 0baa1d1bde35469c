/**
 * Step-up: when the user has a second factor, its current code (or, in `passkey`, a passkey's
 * answer to `securityPasskeyChallenge`) must come with this request (403, code 1335 without;
 * `data.factors` names the user's factors, `totp` and/or `passkey`; 422, code 1332 when wrong
 * or already used, counted toward the sign-in throttle). Ignored for a user without one.
 * @maxLength 6
 * @pattern ^\d{6}$
 */
export type StepUpCode = string;
