import type { AntiPhishing } from './antiPhishing';
import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';

export interface AntiPhishingOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: AntiPhishing;
}
