import type { QuotationGroup } from './quotationGroup';
import type { Timestamp } from './timestamp';

export interface Quotation {
  at: Timestamp;
  groups: QuotationGroup[];
}
