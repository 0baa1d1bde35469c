// Every kind of notification: its category (the inbox's filter, and later the preference it obeys)
// and the app page it opens. The paths are the app's page paths (src/lib/paths.ts PATHS; a unit test
// keeps them in step).
import type { NotificationCategory } from '../../db/schema/notifications.ts';

export const NOTIFICATION_KINDS = {
  p2p_order_placed: 'p2p',
  p2p_paid: 'p2p',
  p2p_released: 'p2p',
  p2p_cancelled: 'p2p',
  p2p_expired: 'p2p',
  p2p_appeal_opened: 'p2p',
  p2p_appeal_decided: 'p2p',
  deposit_credited: 'wallet',
  deposit_rejected: 'wallet',
  withdraw_approved: 'wallet',
  withdraw_rejected: 'wallet',
  withdraw_paid: 'wallet',
  transfer_received: 'wallet',
  gift_received: 'wallet',
  interest_paid: 'earn',
  product_matured: 'earn',
  subscription_allotted: 'earn',
  option_settled: 'trading',
  take_profit_hit: 'trading',
  stop_loss_hit: 'trading',
  liquidated: 'trading',
  order_filled: 'trading',
  kyc_approved: 'account',
  kyc_rejected: 'account',
  security_alert: 'account',
  announcement: 'system',
} as const satisfies Record<string, NotificationCategory>;

export type NotificationKind = keyof typeof NOTIFICATION_KINDS;

/** What a notification is about; its id goes with it. */
export type NotificationObject =
  | { type: 'otc_order'; id: number }
  | { type: 'deposit'; id: number }
  | { type: 'withdraw'; id: number }
  | { type: 'transfer'; id: number }
  | { type: 'trust_order'; id: number; finance: boolean }
  | { type: 'subscription'; id: number; projectId: number }
  | { type: 'option_order'; id: number }
  | { type: 'lever_position'; id: number }
  | { type: 'spot_order'; id: number; pairId: number }
  | { type: 'kyc'; id: number };

/** The app page that shows the object (the records page where a record has no page of its own). */
export function linkOf(object: NotificationObject | undefined, kind: NotificationKind): string {
  switch (object?.type) {
    case 'otc_order':
      return `/pages/otc/detail?id=${object.id}`;
    case 'deposit':
      return '/pages/assets/transfer/record';
    case 'withdraw':
      return '/pages/assets/withdraw/detail';
    case 'transfer':
      return '/pages/assets/record';
    case 'trust_order':
      return object.finance ? '/pages/finance/ordersPage' : '/pages/template/record';
    case 'subscription':
      return `/pages/publication/details?id=${object.projectId}`;
    case 'option_order':
      return '/pages/option/detail';
    case 'lever_position':
      return '/pages/lever/index';
    case 'spot_order':
      return `/pages/trade/kline?pair=${object.pairId}`;
    case 'kyc':
      return '/pages/verification/index';
    case undefined:
      return kind === 'security_alert'
        ? '/pages/settings/security/activity'
        : '/pages/notice/inbox';
  }
}
