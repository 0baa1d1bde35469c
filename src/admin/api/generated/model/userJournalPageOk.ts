import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';
import type { UserJournalPageOkData } from './userJournalPageOkData';

export interface UserJournalPageOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: UserJournalPageOkData;
}
