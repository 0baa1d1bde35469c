import type { AdminTrustProduct } from './adminTrustProduct';

export type AdminTrustProductsOkData = {
  items: AdminTrustProduct[];
};
