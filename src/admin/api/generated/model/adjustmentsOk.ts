import type { AdjustmentsOkData } from './adjustmentsOkData';
import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';

export interface AdjustmentsOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: AdjustmentsOkData;
}
