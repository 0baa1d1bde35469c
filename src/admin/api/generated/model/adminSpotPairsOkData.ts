import type { AdminSpotPair } from './adminSpotPair';

export type AdminSpotPairsOkData = {
  items: AdminSpotPair[];
};
