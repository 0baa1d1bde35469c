/**
 * One of the ten recovery codes (case, spaces and dashes do not matter).
 * @minLength 1
 * @maxLength 20
 */
export type RecoveryCode = string;
