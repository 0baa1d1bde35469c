import type { Id } from './id';

export type OtcCancelTradeOrderBody = {
  id: Id;
};
