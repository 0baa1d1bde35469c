import type { Id } from './id';

export type OtcMyTradeDetailParams = {
  id: Id;
};
