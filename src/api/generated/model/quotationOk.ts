import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';
import type { Quotation } from './quotation';

export interface QuotationOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: Quotation;
}
