import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';
import type { WithdrawalPage } from './withdrawalPage';

export interface WithdrawalPageOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: WithdrawalPage;
}
