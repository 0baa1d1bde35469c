import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';
import type { SubscriptionPage } from './subscriptionPage';

export interface SubscriptionPageOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: SubscriptionPage;
}
