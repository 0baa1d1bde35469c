import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';
import type { SpotOrderPage } from './spotOrderPage';

export interface SpotOrderPageOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: SpotOrderPage;
}
