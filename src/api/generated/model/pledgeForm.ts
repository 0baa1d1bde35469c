import type { Decimal } from './decimal';
import type { PledgeProduct } from './pledgeProduct';

export interface PledgeForm {
  product: PledgeProduct;
  available: Decimal;
}
