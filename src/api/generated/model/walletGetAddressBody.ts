import type { Id } from './id';
import type { Limit } from './limit';
import type { Page } from './page';

export type WalletGetAddressBody = {
  currency_id?: Id;
  page?: Page;
  limit?: Limit;
};
