import type { AdminMinerModelsOkData } from './adminMinerModelsOkData';
import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';

export interface AdminMinerModelsOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: AdminMinerModelsOkData;
}
