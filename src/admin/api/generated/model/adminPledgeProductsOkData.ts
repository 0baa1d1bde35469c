import type { AdminPledgeProduct } from './adminPledgeProduct';

export type AdminPledgeProductsOkData = {
  items: AdminPledgeProduct[];
};
