import type { OtcUpdateShowBodyShow } from './otcUpdateShowBodyShow';

export type OtcUpdateShowBody = {
  /** @minimum 1 */
  id: number;
  show: OtcUpdateShowBodyShow;
};
