import type { CustomerUrlOkData } from './customerUrlOkData';
import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';

export interface CustomerUrlOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: CustomerUrlOkData;
}
