import type { Convert } from './convert';
import type { Pagination } from './pagination';

export type ConvertPage = Pagination & {
  items: Convert[];
};
