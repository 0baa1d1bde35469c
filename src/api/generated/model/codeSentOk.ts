import type { CodeSentOkData } from './codeSentOkData';
import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';

export interface CodeSentOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: CodeSentOkData;
}
