import type { AdminMinerModel } from './adminMinerModel';

export type AdminMinerModelsOkData = {
  items: AdminMinerModel[];
};
