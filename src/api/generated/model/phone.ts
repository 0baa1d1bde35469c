/**
 * National number, digits only.
 * @maxLength 15
 * @pattern ^\d{4,15}$
 */
export type Phone = string;
