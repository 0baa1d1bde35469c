import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';
import type { Withdrawal } from './withdrawal';

export interface WithdrawalOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: Withdrawal;
}
