/**
 * National number, digits only.
 * @pattern ^\d{4,15}$
 */
export type Phone = string;
