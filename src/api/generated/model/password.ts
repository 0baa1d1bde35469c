/**
 * @minLength 6
 * @maxLength 64
 */
export type Password = string;
