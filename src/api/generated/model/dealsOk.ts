import type { DealsOkData } from './dealsOkData';
import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';

export interface DealsOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: DealsOkData;
}
