import type { Id } from './id';

export interface WithdrawInfoAddress {
  id: Id;
  network: string;
  address: string;
}
