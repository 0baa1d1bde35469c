import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';
import type { Share } from './share';

export interface ShareOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: Share;
}
