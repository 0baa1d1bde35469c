import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';
import type { PushConfig } from './pushConfig';

export interface PushConfigOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: PushConfig;
}
