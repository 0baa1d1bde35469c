/**
 * Why a paid margin cannot be refunded now (online ads, open orders); null when it can.
 */
export type OtcMarginRefundBlocker =
  (typeof OtcMarginRefundBlocker)[keyof typeof OtcMarginRefundBlocker] | null;

export const OtcMarginRefundBlocker = {
  online_ads: 'online_ads',
  open_orders: 'open_orders',
} as const;
