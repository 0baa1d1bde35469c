import type { AccountTransferPage } from './accountTransferPage';
import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';

export interface AccountTransferPageOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: AccountTransferPage;
}
