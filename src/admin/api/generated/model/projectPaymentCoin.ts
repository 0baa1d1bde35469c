import type { Id } from './id';

export interface ProjectPaymentCoin {
  currency_id: Id;
  currency: string;
  /** A delisted payment coin is left out of the app's project and refused for subscription (409, code 2745). */
  listed: boolean;
}
