import type { PositiveDecimal } from './positiveDecimal';

export type OtcTradeBody = {
  /** @minimum 1 */
  ad_id: number;
  amount?: PositiveDecimal;
  quantity?: PositiveDecimal;
};
