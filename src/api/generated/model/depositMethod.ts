/**
 * How the money was sent.
 * @maxLength 6
 */
export type DepositMethod = (typeof DepositMethod)[keyof typeof DepositMethod];

export const DepositMethod = {
  chain: 'chain',
  bank: 'bank',
  wechat: 'wechat',
  alipay: 'alipay',
} as const;
