import type { Project } from './project';
import type { SubscriptionBalance } from './subscriptionBalance';

export interface SubscriptionForm {
  project: Project;
  balances: SubscriptionBalance[];
}
