import type { Id } from './id';
import type { Network } from './network';

export interface AddressCoin {
  currency_id: Id;
  currency: string;
  networks: Network[];
}
