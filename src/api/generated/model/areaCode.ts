/**
 * International calling code without the plus sign.
 * @maxLength 4
 * @pattern ^\d{1,4}$
 */
export type AreaCode = string;
