import type { Decimal } from './decimal';
import type { Project } from './project';
import type { SubscriptionBalance } from './subscriptionBalance';

export interface SubscriptionForm {
  project: Project;
  /** What this user may still subscribe to the project under its per-user limit, in USDT value; null - the project has no per-user limit. */
  user_left_usdt: Decimal | null;
  balances: SubscriptionBalance[];
}
