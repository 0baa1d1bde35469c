import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';
import type { SpotOrder } from './spotOrder';

export interface SpotOrderOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: SpotOrder;
}
