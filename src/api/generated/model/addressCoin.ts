import type { Network } from './network';

export interface AddressCoin {
  /** @minimum 1 */
  currency_id: number;
  currency: string;
  networks: Network[];
}
