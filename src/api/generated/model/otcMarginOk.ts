import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';
import type { OtcMargin } from './otcMargin';

export interface OtcMarginOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: OtcMargin;
}
