import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';
import type { TraderDetail } from './traderDetail';

export interface TraderOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: TraderDetail;
}
