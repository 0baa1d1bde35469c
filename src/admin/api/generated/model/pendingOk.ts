import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';
import type { PendingItem } from './pendingItem';

export interface PendingOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: PendingItem[];
}
