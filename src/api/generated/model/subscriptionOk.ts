import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';
import type { Subscription } from './subscription';

export interface SubscriptionOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: Subscription;
}
