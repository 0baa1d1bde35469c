import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';
import type { Pledge } from './pledge';

export interface PledgeOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: Pledge;
}
