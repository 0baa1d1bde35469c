import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';
import type { PasskeyList } from './passkeyList';

export interface PasskeyListOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: PasskeyList;
}
