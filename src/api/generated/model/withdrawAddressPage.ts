import type { Pagination } from './pagination';
import type { WithdrawAddress } from './withdrawAddress';

export type WithdrawAddressPage = Pagination & {
  items: WithdrawAddress[];
};
