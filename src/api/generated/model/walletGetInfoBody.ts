import type { Id } from './id';

export type WalletGetInfoBody = {
  currency_id: Id;
};
