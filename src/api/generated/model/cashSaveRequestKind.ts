/**
 * @maxLength 6
 */
export type CashSaveRequestKind = (typeof CashSaveRequestKind)[keyof typeof CashSaveRequestKind];

export const CashSaveRequestKind = {
  bank: 'bank',
  alipay: 'alipay',
  wechat: 'wechat',
} as const;
