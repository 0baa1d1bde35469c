import type { AdminOptionDuration } from './adminOptionDuration';

export type AdminOptionDurationsOkData = {
  items: AdminOptionDuration[];
};
