import type { LangOkData } from './langOkData';
import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';

export interface LangOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: LangOkData;
}
