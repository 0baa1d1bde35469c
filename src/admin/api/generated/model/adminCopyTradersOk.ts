import type { AdminCopyTradersOkData } from './adminCopyTradersOkData';
import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';

export interface AdminCopyTradersOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: AdminCopyTradersOkData;
}
