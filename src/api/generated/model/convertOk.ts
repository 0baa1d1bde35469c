import type { Convert } from './convert';
import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';

export interface ConvertOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: Convert;
}
