import type { Id } from './id';
import type { Ticker } from './ticker';

export interface QuotationGroup {
  quote: string;
  quote_currency_id: Id;
  pairs: Ticker[];
}
