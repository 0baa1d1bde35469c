import type { AdminLeverMarketsOkData } from './adminLeverMarketsOkData';
import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';

export interface AdminLeverMarketsOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: AdminLeverMarketsOkData;
}
