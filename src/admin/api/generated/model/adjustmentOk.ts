import type { Adjustment } from './adjustment';
import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';

export interface AdjustmentOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: Adjustment;
}
