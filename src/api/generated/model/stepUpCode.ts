/**
 * Step-up: when the user's authenticator app is on, its current code must come with this
 * request (403, code 1335 without it; 422, code 1332 when wrong or already used, counted toward
 * the sign-in throttle). Ignored for a user without a second factor.
 * @maxLength 6
 * @pattern ^\d{6}$
 */
export type StepUpCode = string;
