import type { Pagination } from './pagination';
import type { Subscription } from './subscription';

export type SubscriptionPage = Pagination & {
  items: Subscription[];
};
