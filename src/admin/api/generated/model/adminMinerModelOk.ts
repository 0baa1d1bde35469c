import type { AdminMinerModel } from './adminMinerModel';
import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';

export interface AdminMinerModelOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: AdminMinerModel;
}
