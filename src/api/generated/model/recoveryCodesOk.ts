import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';
import type { RecoveryCodes } from './recoveryCodes';

export interface RecoveryCodesOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: RecoveryCodes;
}
