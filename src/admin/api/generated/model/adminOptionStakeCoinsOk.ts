import type { AdminOptionStakeCoinsOkData } from './adminOptionStakeCoinsOkData';
import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';

export interface AdminOptionStakeCoinsOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: AdminOptionStakeCoinsOkData;
}
