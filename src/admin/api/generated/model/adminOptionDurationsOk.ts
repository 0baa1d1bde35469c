import type { AdminOptionDurationsOkData } from './adminOptionDurationsOkData';
import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';

export interface AdminOptionDurationsOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: AdminOptionDurationsOkData;
}
