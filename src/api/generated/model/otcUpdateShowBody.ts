import type { Id } from './id';
import type { OtcUpdateShowBodyShow } from './otcUpdateShowBodyShow';

export type OtcUpdateShowBody = {
  id: Id;
  /**
   * @minimum 0
   * @maximum 1
   */
  show: OtcUpdateShowBodyShow;
};
