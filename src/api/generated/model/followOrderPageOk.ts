import type { FollowOrderPage } from './followOrderPage';
import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';

export interface FollowOrderPageOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: FollowOrderPage;
}
