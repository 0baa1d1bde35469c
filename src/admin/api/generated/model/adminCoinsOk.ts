import type { AdminCoinsOkData } from './adminCoinsOkData';
import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';

export interface AdminCoinsOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: AdminCoinsOkData;
}
