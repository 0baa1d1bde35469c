import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';
import type { WithdrawAddress } from './withdrawAddress';

export interface WithdrawAddressOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: WithdrawAddress;
}
