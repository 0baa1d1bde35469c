import type { Ticker } from './ticker';

export interface QuotationGroup {
  quote: string;
  /** @minimum 1 */
  quote_currency_id: number;
  pairs: Ticker[];
}
