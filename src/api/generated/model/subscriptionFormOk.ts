import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';
import type { SubscriptionForm } from './subscriptionForm';

export interface SubscriptionFormOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: SubscriptionForm;
}
