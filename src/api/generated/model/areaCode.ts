/**
 * International calling code without the plus sign.
 * @pattern ^\d{1,4}$
 */
export type AreaCode = string;
