import type { JournalPage } from './journalPage';
import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';

export interface JournalPageOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: JournalPage;
}
