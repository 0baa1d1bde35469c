/**
 * spot orders, option (seconds) orders, leveraged positions, OTC orders (as buyer or seller),
 * trust (hosting and finance) orders, copy-trading orders, new-coin subscriptions, miner
 * purchases, pledges.
 */
export type OrderKind = (typeof OrderKind)[keyof typeof OrderKind];

export const OrderKind = {
  spot: 'spot',
  option: 'option',
  lever: 'lever',
  otc: 'otc',
  trust: 'trust',
  copy: 'copy',
  subscription: 'subscription',
  miner: 'miner',
  pledge: 'pledge',
} as const;
