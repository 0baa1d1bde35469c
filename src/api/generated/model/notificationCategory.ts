/**
 * The group a notification belongs to (the inbox filters by it): `p2p` orders, `wallet`
 * deposits, withdrawals, transfers and gifts, `earn` interest, maturities and allotments,
 * `trading` options, stops, liquidations and fills, `account` identity checks and security,
 * `system` the operator's messages.
 * @maxLength 7
 */
export type NotificationCategory = (typeof NotificationCategory)[keyof typeof NotificationCategory];

export const NotificationCategory = {
  p2p: 'p2p',
  wallet: 'wallet',
  earn: 'earn',
  trading: 'trading',
  account: 'account',
  system: 'system',
} as const;
