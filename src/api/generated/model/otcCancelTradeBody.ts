import type { Id } from './id';

export type OtcCancelTradeBody = {
  id: Id;
};
