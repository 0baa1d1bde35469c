import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';
import type { PledgeAwardPage } from './pledgeAwardPage';

export interface PledgeAwardPageOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: PledgeAwardPage;
}
