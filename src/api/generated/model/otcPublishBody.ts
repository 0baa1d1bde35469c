import type { OtcAdFields } from './otcAdFields';
import type { OtcSide } from './otcSide';

export type OtcPublishBody = OtcAdFields & {
  side: OtcSide;
  /** @minimum 1 */
  currency_id: number;
};
