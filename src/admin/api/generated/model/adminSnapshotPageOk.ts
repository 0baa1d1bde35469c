import type { AdminSnapshotPageOkData } from './adminSnapshotPageOkData';
import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';

export interface AdminSnapshotPageOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: AdminSnapshotPageOkData;
}
