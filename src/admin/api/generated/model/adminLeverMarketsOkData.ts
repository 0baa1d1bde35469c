import type { AdminLeverMarket } from './adminLeverMarket';

export type AdminLeverMarketsOkData = {
  items: AdminLeverMarket[];
};
