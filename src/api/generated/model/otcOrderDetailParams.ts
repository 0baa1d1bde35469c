import type { Id } from './id';

export type OtcOrderDetailParams = {
  id: Id;
};
