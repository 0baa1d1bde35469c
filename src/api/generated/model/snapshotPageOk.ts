import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';
import type { SnapshotPage } from './snapshotPage';

export interface SnapshotPageOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: SnapshotPage;
}
