import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';
import type { WithdrawInfo } from './withdrawInfo';

export interface WithdrawInfoOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: WithdrawInfo;
}
