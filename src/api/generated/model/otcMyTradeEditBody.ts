import type { Id } from './id';
import type { OtcAdFields } from './otcAdFields';

export type OtcMyTradeEditBody = OtcAdFields & {
  id: Id;
};
