export type FiatMethod = (typeof FiatMethod)[keyof typeof FiatMethod];

export const FiatMethod = {
  bank: 'bank',
  wechat: 'wechat',
  alipay: 'alipay',
} as const;
