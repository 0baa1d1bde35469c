import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';
import type { OtcAdPage } from './otcAdPage';

export interface OtcAdPageOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: OtcAdPage;
}
