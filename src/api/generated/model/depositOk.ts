import type { Deposit } from './deposit';
import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';

export interface DepositOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: Deposit;
}
