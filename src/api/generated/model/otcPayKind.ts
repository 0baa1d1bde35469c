/**
 * A payment method bound under `user/cash_save`.
 */
export type OtcPayKind = (typeof OtcPayKind)[keyof typeof OtcPayKind];

export const OtcPayKind = {
  bank: 'bank',
  alipay: 'alipay',
  wechat: 'wechat',
} as const;
