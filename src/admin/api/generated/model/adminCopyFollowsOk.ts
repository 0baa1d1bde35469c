import type { AdminCopyFollowsOkData } from './adminCopyFollowsOkData';
import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';

export interface AdminCopyFollowsOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: AdminCopyFollowsOkData;
}
