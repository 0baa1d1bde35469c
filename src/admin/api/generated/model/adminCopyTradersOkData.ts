import type { AdminCopyTrader } from './adminCopyTrader';

export type AdminCopyTradersOkData = {
  items: AdminCopyTrader[];
};
