import type { AdminSnapshot } from './adminSnapshot';
import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';

export interface AdminSnapshotOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: AdminSnapshot;
}
