import type { Id } from './id';
import type { LimitParameter } from './limitParameter';
import type { OtcPayKind } from './otcPayKind';
import type { OtcSide } from './otcSide';
import type { PageParameter } from './pageParameter';

export type OtcTradeListParams = {
  side: OtcSide;
  currency_id: Id;
  pay_kind?: OtcPayKind;
  /**
   * A page number, from 1.
   * @minimum 1
   * @maximum 100000
   */
  page?: PageParameter;
  /**
   * Items per page.
   * @minimum 1
   * @maximum 100
   */
  limit?: LimitParameter;
};
