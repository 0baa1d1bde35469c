import type { OtcAdFields } from './otcAdFields';

export type OtcMyTradeEditBody = OtcAdFields & {
  /** @minimum 1 */
  id: number;
};
