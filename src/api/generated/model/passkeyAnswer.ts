/**
 * The browser's answer to a WebAuthn request, as JSON (what @simplewebauthn/browser's
 * `startAuthentication` returns), for options of `securityPasskeyChallenge` (step-up) or
 * `userLoginPasskeyOptions` (sign-in). A wrong, expired or replayed answer is 422 (code 1336).
 * @minLength 2
 * @maxLength 16384
 */
export type PasskeyAnswer = string;
