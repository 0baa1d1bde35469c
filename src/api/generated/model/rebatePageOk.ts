import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';
import type { RebatePage } from './rebatePage';

export interface RebatePageOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: RebatePage;
}
