export type OtcOrderCancelReason =
  (typeof OtcOrderCancelReason)[keyof typeof OtcOrderCancelReason] | null;

export const OtcOrderCancelReason = {
  buyer: 'buyer',
  timeout: 'timeout',
  appeal: 'appeal',
} as const;
