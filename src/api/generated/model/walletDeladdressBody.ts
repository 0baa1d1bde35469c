import type { Id } from './id';

export type WalletDeladdressBody = {
  id: Id;
};
