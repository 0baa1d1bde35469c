import type { AccountTransfer } from './accountTransfer';
import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';

export interface AccountTransferOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: AccountTransfer;
}
