import type { FollowOrder } from './followOrder';
import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';

export interface FollowOrderOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: FollowOrder;
}
