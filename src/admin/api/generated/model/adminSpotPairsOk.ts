import type { AdminSpotPairsOkData } from './adminSpotPairsOkData';
import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';

export interface AdminSpotPairsOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: AdminSpotPairsOkData;
}
