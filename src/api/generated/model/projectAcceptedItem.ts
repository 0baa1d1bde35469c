import type { Id } from './id';

export type ProjectAcceptedItem = {
  currency_id: Id;
  currency: string;
};
