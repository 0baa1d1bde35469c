import type { Id } from './id';
import type { OtcAdFields } from './otcAdFields';
import type { OtcSide } from './otcSide';

export type OtcPublishBody = OtcAdFields & {
  side: OtcSide;
  currency_id: Id;
};
