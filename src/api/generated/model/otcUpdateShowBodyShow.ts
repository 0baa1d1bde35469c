/**
 * @minimum 0
 * @maximum 1
 */
export type OtcUpdateShowBodyShow =
  (typeof OtcUpdateShowBodyShow)[keyof typeof OtcUpdateShowBodyShow];

export const OtcUpdateShowBodyShow = {
  NUMBER_0: 0,
  NUMBER_1: 1,
} as const;
