import type { AdminProjectsOkData } from './adminProjectsOkData';
import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';

export interface AdminProjectsOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: AdminProjectsOkData;
}
