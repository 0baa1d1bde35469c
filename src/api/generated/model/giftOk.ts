import type { Gift } from './gift';
import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';

export interface GiftOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: Gift;
}
