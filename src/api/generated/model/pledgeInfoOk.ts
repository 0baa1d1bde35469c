import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';
import type { PledgeInfo } from './pledgeInfo';

export interface PledgeInfoOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: PledgeInfo;
}
