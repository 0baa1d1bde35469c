import type { AdminCoin } from './adminCoin';

export type AdminCoinsOkData = {
  items: AdminCoin[];
};
