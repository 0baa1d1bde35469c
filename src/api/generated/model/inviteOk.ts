import type { Invite } from './invite';
import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';

export interface InviteOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: Invite;
}
