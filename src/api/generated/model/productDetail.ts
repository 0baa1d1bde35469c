import type { Decimal } from './decimal';
import type { Product } from './product';

export type ProductDetail = Product & {
  /** The user's available balance of this coin in the trust account. */
  available: Decimal;
};
