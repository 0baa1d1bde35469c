import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';
import type { TeamPage } from './teamPage';

export interface TeamPageOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: TeamPage;
}
