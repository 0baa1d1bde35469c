import type { FlashExchange } from './flashExchange';
import type { Pagination } from './pagination';

export type FlashExchangePage = Pagination & {
  items: FlashExchange[];
};
