import type { Notification, NotificationKind } from '../../src/api/generated/model';

// One notification of every kind, with the parameters the server writes for it (amounts as plain
// decimals, order numbers as the OTC desk makes them), newest first. Today's and yesterday's are
// at fixed times of the local day, the others on fixed dates, so every run (and screenshot)
// shows the same headings and times.

/** `daysAgo` days before today, at hh:mm local time, as the server's ISO string. */
export function localTime(daysAgo: number, hours: number, minutes: number): string {
  const now = new Date();
  return new Date(
    now.getFullYear(),
    now.getMonth(),
    now.getDate() - daysAgo,
    hours,
    minutes,
  ).toISOString();
}

const CATEGORY: Record<NotificationKind, Notification['category']> = {
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
};

const OBJECT: Partial<Record<NotificationKind, Notification['object_type']>> = {
  deposit_credited: 'deposit',
  deposit_rejected: 'deposit',
  withdraw_approved: 'withdraw',
  withdraw_rejected: 'withdraw',
  withdraw_paid: 'withdraw',
  transfer_received: 'transfer',
  gift_received: 'transfer',
  interest_paid: 'trust_order',
  product_matured: 'trust_order',
  subscription_allotted: 'subscription',
  option_settled: 'option_order',
  take_profit_hit: 'lever_position',
  stop_loss_hit: 'lever_position',
  liquidated: 'lever_position',
  order_filled: 'spot_order',
  kyc_approved: 'kyc',
  kyc_rejected: 'kyc',
};

/** A notification as the server sends it. */
export function notification(
  id: number,
  kind: NotificationKind,
  params: Record<string, string>,
  link: string,
  created_at: string,
  read = true,
): Notification {
  const objectType = kind.startsWith('p2p_') ? 'otc_order' : (OBJECT[kind] ?? null);
  return {
    id,
    category: CATEGORY[kind],
    kind,
    params,
    object_type: objectType,
    object_id: objectType ? id : null,
    link,
    created_at,
    read,
  };
}

const otc = (id: number) => `/pages/otc/detail?id=${id}`;
const order = (no: number, quantity: string) => ({
  order_no: `20261128${String(no).padStart(8, '0')}`,
  coin: 'USDT',
  quantity,
});

export const ANNOUNCEMENT = {
  title: 'Scheduled maintenance on 3 December',
  body: 'Deposits and withdrawals pause from 02:00 to 04:00 (UTC) while we upgrade our wallets.\nTrading is not affected.',
};

export const NOTIFICATIONS: Notification[] = [
  // today: five unread, one read
  notification(126, 'p2p_paid', order(481, '500'), otc(481), localTime(0, 10, 42), false),
  notification(
    125,
    'deposit_credited',
    { coin: 'USDT', amount: '1250' },
    '/pages/assets/transfer/record',
    localTime(0, 9, 58),
    false,
  ),
  notification(
    124,
    'order_filled',
    { pair: 'BTC/USDT', side: 'buy', quantity: '0.015', price: '96420.5' },
    '/pages/trade/kline?pair=1',
    localTime(0, 9, 15),
    false,
  ),
  notification(
    123,
    'security_alert',
    { event: 'signed_in' },
    '/pages/settings/security/activity',
    localTime(0, 8, 3),
    false,
  ),
  notification(
    122,
    'announcement',
    ANNOUNCEMENT,
    '/pages/notice/inbox',
    localTime(0, 7, 30),
    false,
  ),
  notification(
    121,
    'interest_paid',
    { product: 'USDT 15D', coin: 'USDT', amount: '4.5' },
    '/pages/finance/ordersPage',
    localTime(0, 0, 10),
  ),
  // yesterday
  notification(120, 'p2p_order_placed', order(476, '1200'), otc(476), localTime(1, 21, 40)),
  notification(119, 'p2p_released', order(470, '300'), otc(470), localTime(1, 18, 22)),
  notification(
    118,
    'withdraw_paid',
    {
      coin: 'USDT',
      amount: '800',
      reference: '0x7f3a9c2e41d8b5a06e9f12c3d4b5a6978e1f2a3b4c5d6e7f8091a2b3c4d5e6f7',
    },
    '/pages/assets/withdraw/detail',
    localTime(1, 16, 5),
  ),
  notification(
    117,
    'option_settled',
    { pair: 'ETH/USDT', result: 'won', payout: '185' },
    '/pages/option/detail',
    localTime(1, 14, 31),
  ),
  notification(
    116,
    'take_profit_hit',
    { pair: 'BTC/USDT', pnl: '312.4' },
    '/pages/lever/index',
    localTime(1, 11, 2),
  ),
  notification(
    115,
    'gift_received',
    { coin: 'USDT', amount: '50', from: 'al***@example.com' },
    '/pages/assets/record',
    localTime(1, 9, 47),
  ),
  // earlier days
  notification(114, 'p2p_cancelled', order(455, '250'), otc(455), '2026-11-26T15:20:00Z'),
  notification(113, 'p2p_expired', order(451, '75.5'), otc(451), '2026-11-26T13:05:00Z'),
  notification(
    112,
    'withdraw_approved',
    { coin: 'BTC', amount: '0.25' },
    '/pages/assets/withdraw/detail',
    '2026-11-26T10:40:00Z',
  ),
  notification(
    111,
    'stop_loss_hit',
    { pair: 'BTC/USDT', pnl: '-86.25' },
    '/pages/lever/index',
    '2026-11-26T08:12:00Z',
  ),
  notification(
    110,
    'kyc_approved',
    { level: 'advanced' },
    '/pages/verification/index',
    '2026-11-26T07:00:00Z',
  ),
  notification(
    109,
    'product_matured',
    { product: 'USDT 15D', coin: 'USDT', amount: '1000' },
    '/pages/finance/ordersPage',
    '2026-11-26T00:05:00Z',
  ),
  notification(108, 'p2p_appeal_opened', order(440, '2000'), otc(440), '2026-11-24T19:30:00Z'),
  notification(
    107,
    'p2p_appeal_decided',
    { ...order(432, '640'), outcome: 'buyer' },
    otc(432),
    '2026-11-24T17:45:00Z',
  ),
  notification(
    106,
    'deposit_rejected',
    { coin: 'USDT', amount: '300', reason: 'The payment reference does not match your account' },
    '/pages/assets/transfer/record',
    '2026-11-24T15:10:00Z',
  ),
  notification(
    105,
    'withdraw_rejected',
    { coin: 'ETH', amount: '1.2', reason: 'The destination address failed our checks' },
    '/pages/assets/withdraw/detail',
    '2026-11-24T12:25:00Z',
  ),
  notification(
    104,
    'transfer_received',
    { coin: 'USDT', amount: '20000', from: '138****5678' },
    '/pages/assets/record',
    '2026-11-24T10:00:00Z',
  ),
  notification(
    103,
    'subscription_allotted',
    { product: 'Orbit Network', coin: 'ORB', amount: '2500' },
    '/pages/publication/details?id=7',
    '2026-11-24T09:00:00Z',
  ),
  notification(
    102,
    'liquidated',
    { pair: 'ETH/USDT', pnl: '-420' },
    '/pages/lever/index',
    '2026-11-24T04:18:00Z',
  ),
  notification(
    101,
    'kyc_rejected',
    { level: 'basic' },
    '/pages/verification/index',
    '2026-11-24T02:30:00Z',
  ),
];

export const UNREAD = NOTIFICATIONS.filter((n) => !n.read).length;
