import type { Id } from './id';

export type LhDepositProductInfoParams = {
  id: Id;
};
