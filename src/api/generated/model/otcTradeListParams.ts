import type { LimitParameter } from './limitParameter';
import type { OtcPayKind } from './otcPayKind';
import type { OtcSide } from './otcSide';
import type { PageParameter } from './pageParameter';

export type OtcTradeListParams = {
  side: OtcSide;
  /**
   * @minimum 1
   */
  currency_id: number;
  pay_kind?: OtcPayKind;
  /**
   * @minimum 1
   */
  page?: PageParameter;
  /**
   * @minimum 1
   * @maximum 100
   */
  limit?: LimitParameter;
};
