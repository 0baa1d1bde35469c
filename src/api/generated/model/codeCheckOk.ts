import type { CodeCheckOkData } from './codeCheckOkData';
import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';

export interface CodeCheckOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: CodeCheckOkData;
}
