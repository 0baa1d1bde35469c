/**
 * What happened; the app words it from `params` in the reader's language. Parameters by kind:
 * P2P kinds `order_no`, `coin`, `quantity` (and `outcome`, `buyer` or `seller`, for an appeal
 * decided); deposits and withdrawals `coin`, `amount` (and `reference` once paid); transfers
 * and gifts `coin`, `amount`, `from`; earn kinds `product`, `coin`, `amount`; options `pair`,
 * `result` (`won`, `lost`, `flat`), `payout`; stops and liquidations `pair`, `pnl`; fills
 * `pair`, `side`, `quantity`, `price`; KYC `level` (`basic`, `advanced`); security alerts
 * `event` (an account activity kind); announcements `title`, `body`.
 */
export type NotificationKind = (typeof NotificationKind)[keyof typeof NotificationKind];

export const NotificationKind = {
  p2p_order_placed: 'p2p_order_placed',
  p2p_paid: 'p2p_paid',
  p2p_released: 'p2p_released',
  p2p_cancelled: 'p2p_cancelled',
  p2p_expired: 'p2p_expired',
  p2p_appeal_opened: 'p2p_appeal_opened',
  p2p_appeal_decided: 'p2p_appeal_decided',
  deposit_credited: 'deposit_credited',
  deposit_rejected: 'deposit_rejected',
  withdraw_approved: 'withdraw_approved',
  withdraw_rejected: 'withdraw_rejected',
  withdraw_paid: 'withdraw_paid',
  transfer_received: 'transfer_received',
  gift_received: 'gift_received',
  interest_paid: 'interest_paid',
  product_matured: 'product_matured',
  subscription_allotted: 'subscription_allotted',
  option_settled: 'option_settled',
  take_profit_hit: 'take_profit_hit',
  stop_loss_hit: 'stop_loss_hit',
  liquidated: 'liquidated',
  order_filled: 'order_filled',
  kyc_approved: 'kyc_approved',
  kyc_rejected: 'kyc_rejected',
  security_alert: 'security_alert',
  announcement: 'announcement',
} as const;
