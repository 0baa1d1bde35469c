import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';
import type { OtcMarginRecordPage } from './otcMarginRecordPage';

export interface OtcMarginRecordPageOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: OtcMarginRecordPage;
}
