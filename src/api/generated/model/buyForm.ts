import type { Decimal } from './decimal';
import type { MinerModel } from './minerModel';

export interface BuyForm {
  model: MinerModel;
  currency: string;
  /** Available USDT in the spot account. */
  available: Decimal;
}
