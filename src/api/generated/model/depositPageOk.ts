import type { DepositPage } from './depositPage';
import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';

export interface DepositPageOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: DepositPage;
}
