import type { OptionOrder } from './optionOrder';
import type { Pagination } from './pagination';

export type OptionOrderPage = Pagination & {
  items: OptionOrder[];
};
