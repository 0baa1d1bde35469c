import type { Pagination } from './pagination';
import type { SpotOrder } from './spotOrder';

export type SpotOrderPage = Pagination & {
  items: SpotOrder[];
};
