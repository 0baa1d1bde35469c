import type { Id } from './id';
import type { PositiveDecimal } from './positiveDecimal';

export type OtcTradeBody = {
  ad_id: Id;
  amount?: PositiveDecimal;
  quantity?: PositiveDecimal;
};
