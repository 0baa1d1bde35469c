import type { AccountEventPage } from './accountEventPage';
import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';

export interface AccountEventPageOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: AccountEventPage;
}
