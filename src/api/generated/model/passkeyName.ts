/**
 * What the user calls the passkey ("iPhone", "YubiKey"); no control characters.
 * @minLength 1
 * @maxLength 32
 * @pattern \S
 */
export type PasskeyName = string;
