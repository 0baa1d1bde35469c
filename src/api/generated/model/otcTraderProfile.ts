import type { OtcAd } from './otcAd';
import type { OtcTrader } from './otcTrader';

export interface OtcTraderProfile {
  trader: OtcTrader;
  /** The trader's online ads, newest first (at most 20). */
  ads: OtcAd[];
}
