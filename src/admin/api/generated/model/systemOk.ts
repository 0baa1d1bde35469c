import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';
import type { System } from './system';

export interface SystemOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: System;
}
