import type { Pagination } from './pagination';
import type { Pledge } from './pledge';

export type PledgePage = Pagination & {
  items: Pledge[];
};
