/**
 * A user's numeric id.
 * @maxLength 15
 * @pattern ^\d{1,15}$
 */
export type UserId = string;
