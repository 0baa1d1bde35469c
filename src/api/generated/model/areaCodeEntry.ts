import type { Id } from './id';

export interface AreaCodeEntry {
  id: Id;
  /** @pattern ^\d{1,4}$ */
  area_code: string;
  /** @pattern ^[A-Z]{2}$ */
  country_code: string;
  /** Country or region name in the request's language. */
  name: string;
}
