import type { DepositAddress } from './depositAddress';
import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';

export interface DepositAddressOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: DepositAddress;
}
