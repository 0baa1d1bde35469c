import type { Id } from './id';

export type LhSendProductInfoParams = {
  id: Id;
};
