import type { AdminPartnerLevel } from './adminPartnerLevel';

export type AdminPartnerLevelsOkData = {
  items: AdminPartnerLevel[];
};
