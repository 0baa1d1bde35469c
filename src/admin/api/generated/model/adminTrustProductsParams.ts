import type { ProductFamily } from './productFamily';

export type AdminTrustProductsParams = {
  family?: ProductFamily;
};
