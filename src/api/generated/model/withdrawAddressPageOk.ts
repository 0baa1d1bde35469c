import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';
import type { WithdrawAddressPage } from './withdrawAddressPage';

export interface WithdrawAddressPageOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: WithdrawAddressPage;
}
