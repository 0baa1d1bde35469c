import type { OtcAppeal, OtcOrder, OtcReceivingAccount } from '../../src/api/generated/model';

// Orders in every state, seen by the buyer and by the seller. Deadlines are relative to when the
// story loads (the countdowns run); everything else is fixed, so screenshots stay the same.
export const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

export const ME = { user_id: 1001, nickname: 'Demo' };
const MEI = { user_id: 21, nickname: 'MeiLing_OTC' };
const LUCAS = { user_id: 24, nickname: 'Lucas_B' };

export const QR_ID = 'qr_alipay_mei_000000001';
export const VOUCHER_ID = 'vch_payment_0000000001';
export const APPEAL_VOUCHER_ID = 'vch_appeal_00000000001';

export const MEI_ACCOUNTS: OtcReceivingAccount[] = [
  {
    kind: 'bank',
    account: '6222 0212 3456 7890',
    holder: 'LIN MEI',
    bank_name: 'HSBC Hong Kong',
    branch: 'Central',
    qr_upload_id: null,
  },
  {
    kind: 'alipay',
    account: 'meiling.otc@alipay.com',
    holder: 'Lin Mei',
    bank_name: null,
    branch: null,
    qr_upload_id: QR_ID,
  },
];
const MY_ACCOUNTS: OtcReceivingAccount[] = [
  {
    kind: 'bank',
    account: '4000 1234 5678 9010',
    holder: 'DEMO USER',
    bank_name: 'Bangkok Bank',
    branch: 'Silom',
    qr_upload_id: null,
  },
];

/** To be paid by the user (buyer), 12 minutes left. */
export const buyerToPay = (): OtcOrder => ({
  id: 501,
  order_no: 'P2P202611220501',
  ad_id: 11,
  role: 'buyer',
  status: 'to_be_paid',
  currency_id: 3,
  currency: 'USDT',
  legal: 'USD',
  price: '1.01',
  quantity: '250',
  amount: '252.50',
  fee: '0.25',
  receive_quantity: '249.75',
  min_amount: '100',
  max_amount: '5000',
  buyer: ME,
  seller: MEI,
  pay_kinds: ['bank', 'alipay'],
  payment_kind: null,
  receiving: MEI_ACCOUNTS,
  payment_voucher_upload_id: null,
  pay_deadline: inMinutes(12),
  paid_at: null,
  appeal_after: null,
  confirmed_at: null,
  cancelled_at: null,
  cancel_reason: null,
  appeal: null,
  created_at: '2026-11-22T09:30:00Z',
});

/** The same order under another number (each state is its own order in lists). */
export const numbered = (order: OtcOrder, id: number): OtcOrder => ({
  ...order,
  id,
  order_no: `P2P20261122${String(id).padStart(4, '0')}`,
});

/** The user sells to Lucas: the other side of an order. */
const asSeller = (order: OtcOrder): OtcOrder => ({
  ...numbered(order, 601),
  role: 'seller',
  ad_id: 14,
  buyer: LUCAS,
  seller: ME,
  pay_kinds: ['bank'],
  receiving: MY_ACCOUNTS,
});

const paid = (order: OtcOrder, appealInMinutes: number): OtcOrder => ({
  ...order,
  status: 'to_be_confirmed',
  payment_kind: 'bank',
  payment_voucher_upload_id: VOUCHER_ID,
  paid_at: '2026-11-22T09:36:00Z',
  appeal_after: inMinutes(appealInMinutes),
});

export const buyerPaid = (): OtcOrder => numbered(paid(buyerToPay(), 20), 502);
export const buyerMayAppeal = (): OtcOrder => numbered(paid(buyerToPay(), -5), 503);
export const sellerToPay = (): OtcOrder => asSeller(buyerToPay());
export const sellerToConfirm = (): OtcOrder => numbered(paid(sellerToPay(), 20), 602);

const done = (order: OtcOrder): OtcOrder => ({
  ...order,
  status: 'confirmed',
  payment_kind: 'bank',
  payment_voucher_upload_id: VOUCHER_ID,
  paid_at: '2026-11-22T09:36:00Z',
  appeal_after: '2026-11-22T10:06:00Z',
  confirmed_at: '2026-11-22T09:41:00Z',
  pay_deadline: '2026-11-22T09:45:00Z',
  receiving: order.role === 'seller' ? MY_ACCOUNTS : null,
});
export const buyerConfirmed = (): OtcOrder => numbered(done(buyerToPay()), 504);
export const sellerConfirmed = (): OtcOrder => numbered(done(sellerToPay()), 603);

const cancelled = (order: OtcOrder, reason: 'buyer' | 'timeout'): OtcOrder => ({
  ...order,
  status: 'cancelled',
  pay_deadline: '2026-11-22T09:45:00Z',
  cancelled_at: reason === 'timeout' ? '2026-11-22T09:45:00Z' : '2026-11-22T09:33:00Z',
  cancel_reason: reason,
  receiving: order.role === 'seller' ? MY_ACCOUNTS : null,
});
export const cancelledByBuyer = (): OtcOrder => numbered(cancelled(buyerToPay(), 'buyer'), 505);
export const cancelledByTimeout = (): OtcOrder =>
  numbered(cancelled(sellerToPay(), 'timeout'), 604);

const appeal = (by: 'buyer' | 'seller', resolution: OtcAppeal['resolution'] = null): OtcAppeal => ({
  by,
  description:
    by === 'seller'
      ? 'The transfer shown in the voucher never reached my HSBC account. The name on the receipt is not the buyer’s.'
      : 'I paid 252.50 USD by bank transfer at 09:36 and sent the receipt. The seller has not released the coins for over 30 minutes.',
  voucher_upload_id: APPEAL_VOUCHER_ID,
  created_at: '2026-11-22T10:08:00Z',
  resolution,
  resolved_at: resolution ? '2026-11-22T14:20:00Z' : null,
});

const appealing = (order: OtcOrder, by: 'buyer' | 'seller'): OtcOrder => ({
  ...paid(order, -30),
  appeal_after: '2026-11-22T10:06:00Z',
  status: by === 'seller' ? 'seller_appealing' : 'overtime_appealing',
  appeal: appeal(by),
});
export const sellerAppealingBuyerView = (): OtcOrder =>
  numbered(appealing(buyerToPay(), 'seller'), 506);
export const sellerAppealingSellerView = (): OtcOrder =>
  numbered(appealing(sellerToPay(), 'seller'), 605);
export const overtimeAppealingBuyerView = (): OtcOrder =>
  numbered(appealing(buyerToPay(), 'buyer'), 507);
export const overtimeAppealingSellerView = (): OtcOrder =>
  numbered(appealing(sellerToPay(), 'buyer'), 606);

/** The operator decided an overtime appeal for the buyer: released. */
export const appealWonByBuyer = (): OtcOrder => ({
  ...numbered(done(buyerToPay()), 508),
  confirmed_at: '2026-11-22T14:20:00Z',
  appeal: appeal('buyer', 'buyer'),
});
/** The operator decided a seller's appeal for the seller: cancelled, the coins back. */
export const appealWonBySeller = (): OtcOrder => ({
  ...numbered(appealing(sellerToPay(), 'seller'), 607),
  status: 'cancelled',
  cancel_reason: 'appeal',
  cancelled_at: '2026-11-22T14:20:00Z',
  appeal: appeal('seller', 'seller'),
});
