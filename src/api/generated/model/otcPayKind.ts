/**
 * A payment method bound under `user/cash_save`.
 * @maxLength 6
 */
export type OtcPayKind = (typeof OtcPayKind)[keyof typeof OtcPayKind];

export const OtcPayKind = {
  bank: 'bank',
  alipay: 'alipay',
  wechat: 'wechat',
} as const;
