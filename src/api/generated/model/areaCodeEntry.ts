export interface AreaCodeEntry {
  /** @minimum 1 */
  id: number;
  /** @pattern ^\d{1,4}$ */
  area_code: string;
  /** @pattern ^[A-Z]{2}$ */
  country_code: string;
  /** Country or region name in the request's language. */
  name: string;
}
