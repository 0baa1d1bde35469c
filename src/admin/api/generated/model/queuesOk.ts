import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';
import type { Queue } from './queue';

export interface QueuesOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: Queue[];
}
