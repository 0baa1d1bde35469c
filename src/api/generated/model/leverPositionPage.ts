import type { LeverPosition } from './leverPosition';
import type { Pagination } from './pagination';

export type LeverPositionPage = Pagination & {
  items: LeverPosition[];
};
