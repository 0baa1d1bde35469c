import type { Id } from './id';

export type DepositDetailParams = {
  id: Id;
};
