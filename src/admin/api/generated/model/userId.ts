/**
 * A user's numeric id.
 * @pattern ^\d{1,15}$
 */
export type UserId = string;
