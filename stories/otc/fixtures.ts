import { delay, http, HttpResponse } from 'msw';
import { toDataURL } from 'qrcode';
import { expect, waitFor, within } from 'storybook/test';
import {
  getKycImageMockHandler,
  getUserKycMockHandler,
} from '../../src/api/generated/endpoints/kyc/kyc.msw';
import * as otc from '../../src/api/generated/endpoints/otc/otc.msw';
import { getUserHasPasswordMockHandler } from '../../src/api/generated/endpoints/security/security.msw';
import { getUserCashInfoMockHandler } from '../../src/api/generated/endpoints/withdraw/withdraw.msw';
import type {
  Kyc,
  OtcAd,
  OtcMargin,
  OtcMarginRecord,
  OtcMarket,
  OtcOrder,
  OtcOrderTab,
  OtcTrader,
  PaymentMethods,
} from '../../src/api/generated/model';
import i18n from '../../src/i18n';
import { METHODS } from '../withdraw/fixtures';
import * as orders from './orders';

export { photo, uploadOk } from '../kyc/fixtures';
export * from './orders';

// Realistic OTC data and the MSW handlers of the OTC stories: the generated handlers, given
// fixed answers instead of faker's.

export const ok = <T>(data: T, message = 'OK') => ({
  code: 1 as const,
  type: 'ok' as const,
  message,
  data,
});
export const refuse = (
  path: string,
  status: number,
  code: number,
  message: string,
  method: 'get' | 'post' = 'post',
) =>
  http[method](`/api/trade/${path}`, () =>
    HttpResponse.json({ code, type: 'error', message, data: null }, { status }),
  );
const page = <T>(items: T[]) => ok({ items, total: items.length, page: 1, limit: 20 });
const pending = (path: string, method: 'get' | 'post' = 'get') =>
  http[method](`/api/trade/${path}`, async () => {
    await delay('infinite');
    return HttpResponse.json({});
  });

export const MARKET: OtcMarket = {
  legal: 'USD',
  margin_currency: 'USDT',
  margin_amount: '500',
  fee_rate: '0.001',
  pay_minutes: 15,
  confirm_minutes: 30,
  order_min_amount: '0.01',
  order_max_amount: '1000000',
  currencies: [
    { currency_id: 3, currency: 'USDT', decimals: 8, reference_price: '1.0003' },
    { currency_id: 1, currency: 'BTC', decimals: 8, reference_price: '67012.35' },
    { currency_id: 2, currency: 'ETH', decimals: 8, reference_price: '3480.5' },
    { currency_id: 4, currency: 'BNB', decimals: 8, reference_price: '612.4' },
  ],
};

const trader = (user_id: number, nickname: string, over: Partial<OtcTrader> = {}): OtcTrader => ({
  user_id,
  nickname,
  verified: true,
  verified_merchant: false,
  completed_orders: 1284,
  completion_rate: '0.9875',
  average_release_minutes: 3,
  joined_at: '2024-03-12T08:00:00Z',
  ...over,
});
export const MEI = trader(21, 'MeiLing_OTC', { verified_merchant: true });
const OMAR = trader(22, 'OmarTrades', {
  completed_orders: 316,
  completion_rate: '0.962',
  average_release_minutes: 7,
});
const NOVA = trader(23, 'nova_fx', {
  verified: false,
  completed_orders: 1,
  completion_rate: '1',
  average_release_minutes: null,
  joined_at: '2026-11-01T08:00:00Z',
});
/** Joined this month, nothing finished yet: no completion rate to show. */
export const NEWCOMER = trader(24, 'fresh_start', {
  completed_orders: 0,
  completion_rate: null,
  average_release_minutes: null,
  joined_at: '2026-11-20T08:00:00Z',
});
export const ME_TRADER = trader(1001, 'Demo', {
  completed_orders: 42,
  completion_rate: '1',
  average_release_minutes: 5,
});

export const ad = (id: number, over: Partial<OtcAd> = {}): OtcAd => ({
  id,
  side: 'sell',
  status: 'online',
  currency_id: 3,
  currency: 'USDT',
  legal: 'USD',
  price: '1.01',
  total_quantity: '10000',
  remaining_quantity: '8420.5',
  min_amount: '100',
  max_amount: '5000',
  pay_kinds: ['bank', 'alipay'],
  remark: 'Bank transfers from an account in your own name only. Release within 5 minutes.',
  open_orders: 0,
  mine: false,
  trader: MEI,
  created_at: '2026-11-20T08:00:00Z',
  ...over,
});

/** The Buy tab: sell ads, cheapest first; one is the user's own. */
export const SELL_ADS: OtcAd[] = [
  ad(11),
  ad(12, {
    price: '1.012',
    remaining_quantity: '1200',
    min_amount: '50',
    max_amount: '1200',
    pay_kinds: ['wechat', 'alipay'],
    trader: OMAR,
    remark: '',
  }),
  ad(13, {
    price: '1.02',
    remaining_quantity: '300',
    min_amount: '20',
    max_amount: '300',
    pay_kinds: ['bank'],
    mine: true,
    trader: ME_TRADER,
  }),
  ad(15, {
    price: '1.03',
    remaining_quantity: '95',
    min_amount: '10',
    max_amount: '100',
    pay_kinds: ['alipay'],
    trader: NOVA,
    remark: '',
  }),
];
/** The Sell tab: buy ads, dearest first. */
export const BUY_ADS: OtcAd[] = [
  ad(21, {
    side: 'buy',
    price: '0.998',
    remaining_quantity: '20000',
    max_amount: '10000',
    pay_kinds: ['bank'],
    trader: OMAR,
  }),
  ad(22, {
    side: 'buy',
    price: '0.995',
    remaining_quantity: '600',
    min_amount: '30',
    max_amount: '600',
    pay_kinds: ['alipay', 'wechat'],
    remark: '',
  }),
];
export const BTC_ADS: OtcAd[] = [
  ad(31, {
    currency_id: 1,
    currency: 'BTC',
    price: '67150.2',
    remaining_quantity: '0.8537',
    min_amount: '500',
    max_amount: '20000',
    trader: OMAR,
  }),
];

/** The user's own ads (my posts). */
export const MY_ADS: OtcAd[] = [
  ad(13, { ...SELL_ADS[2], open_orders: 1, total_quantity: '500', remaining_quantity: '300' }),
  ad(14, {
    side: 'buy',
    status: 'offline',
    price: '0.99',
    total_quantity: '2000',
    remaining_quantity: '2000',
    min_amount: '100',
    max_amount: '2000',
    pay_kinds: ['bank'],
    mine: true,
    trader: ME_TRADER,
    remark: '',
    created_at: '2026-11-18T08:00:00Z',
  }),
];

export const MARGIN_UNPAID: OtcMargin = {
  currency_id: 3,
  currency: 'USDT',
  required_amount: '500',
  paid_amount: '0',
  paid: false,
  paid_at: null,
  available: '1250.5',
  refund_blocker: null,
};
export const MARGIN_PAID: OtcMargin = {
  ...MARGIN_UNPAID,
  paid_amount: '500',
  paid: true,
  paid_at: '2026-11-10T08:00:00Z',
  available: '750.5',
  refund_blocker: 'online_ads',
};
export const MARGIN_RECORDS: OtcMarginRecord[] = [
  { id: 3, kind: 'pay', currency: 'USDT', amount: '500', created_at: '2026-11-10T08:00:00Z' },
  { id: 2, kind: 'refund', currency: 'USDT', amount: '500', created_at: '2026-10-02T08:00:00Z' },
  { id: 1, kind: 'pay', currency: 'USDT', amount: '500', created_at: '2026-09-01T08:00:00Z' },
];

const kycLevel = (status: 'unverified' | 'under_review' | 'verified') => ({
  status,
  reason: null,
  submitted_at: null,
  reviewed_at: null,
});
export const KYC_VERIFIED: Kyc = {
  level: 'basic',
  basic: kycLevel('verified'),
  advanced: kycLevel('unverified'),
};
export const KYC_NONE: Kyc = {
  level: 'none',
  basic: kycLevel('unverified'),
  advanced: kycLevel('unverified'),
};
export const KYC_PENDING: Kyc = {
  level: 'none',
  basic: kycLevel('under_review'),
  advanced: kycLevel('unverified'),
};

/** A picture drawn on the page: a bank receipt (voucher) or a chat screenshot (appeal). */
async function receipt(lines: string[]): Promise<string> {
  const canvas = document.createElement('canvas');
  canvas.width = 240;
  canvas.height = 240;
  const g = canvas.getContext('2d')!;
  g.fillStyle = '#f4f7fb';
  g.fillRect(0, 0, 240, 240);
  g.fillStyle = '#1f6bff';
  g.fillRect(0, 0, 240, 36);
  g.fillStyle = '#1e2329';
  lines.forEach((line, i) => g.fillRect(20, 60 + i * 34, line.length * 9, 12));
  return canvas.toDataURL('image/png').split(',')[1]!;
}
const image = (id: string, content: string) =>
  ok({ id, mime: 'image/png' as const, size: 2048, created_at: '2026-11-22T09:36:00Z', content });

type Info = { request: Request };
const param = ({ request }: Info, name: string) => new URL(request.url).searchParams.get(name);
const form = async ({ request }: Info) => new URLSearchParams(await request.text());

/** What the stories sent, for play functions to check. */
export const sent: { last: Record<string, string> } = { last: {} };

/** The order as the mock server holds it after an action, so a refetch shows the new state (as the
 * real server would) rather than the story's starting one. Reset by baseHandlers(). */
const heldOrder: { current: OtcOrder | null } = { current: null };
const hold = (order: OtcOrder) => (heldOrder.current = order);
const capture = async (info: Info) => {
  sent.last = Object.fromEntries(await form(info));
  return sent.last;
};

export const handlers = {
  market: otc.getOtcCurrencyListMockHandler(ok(MARKET)),
  marketPending: pending('currencyList'),
  ads: (lists: { sell?: OtcAd[]; buy?: OtcAd[]; btc?: OtcAd[] } = {}) =>
    otc.getOtcTradeListMockHandler((info) => {
      const { sell = SELL_ADS, buy = BUY_ADS, btc = BTC_ADS } = lists;
      const items =
        param(info, 'currency_id') === '1' ? btc : param(info, 'side') === 'buy' ? buy : sell;
      const kind = param(info, 'pay_kind');
      return page(
        items.filter((a) => !kind || a.pay_kinds.includes(kind as OtcAd['pay_kinds'][number])),
      );
    }),
  adsBroken: refuse('tradeList', 500, 500, 'Service unavailable', 'get'),
  kyc: (kyc: Kyc = KYC_VERIFIED) => getUserKycMockHandler(ok(kyc)),
  cashInfo: (methods: PaymentMethods = METHODS) => getUserCashInfoMockHandler(ok(methods)),
  fundPassword: (set = true) => getUserHasPasswordMockHandler(ok({ has_password: set })),
  trade: otc.getOtcTradeMockHandler(async (info) => {
    await capture(info);
    return ok(orders.buyerToPay(), 'Order placed');
  }),
  order: (order: OtcOrder | (() => OtcOrder)) =>
    otc.getOtcOrderDetailMockHandler(() =>
      ok(heldOrder.current ?? (typeof order === 'function' ? order() : order)),
    ),
  orderMissing: refuse('orderDetail', 404, 404, 'Order not found', 'get'),
  orders: (byTab: Partial<Record<OtcOrderTab, OtcOrder[]>>) =>
    otc.getOtcMyTradeOrderListMockHandler((info) =>
      page(byTab[(param(info, 'tab') ?? 'incomplete') as OtcOrderTab] ?? []),
    ),
  pay: otc.getOtcPayMockHandler(async (info) => {
    const body = await capture(info);
    return ok(hold(orders.numbered(orders.buyerPaid(), Number(body.id))), 'Marked as paid');
  }),
  confirm: otc.getOtcConfirmMockHandler(async (info) => {
    const body = await capture(info);
    return ok(hold(orders.numbered(orders.sellerConfirmed(), Number(body.id))), 'Released');
  }),
  cancelOrder: otc.getOtcCancelTradeOrderMockHandler(async (info) => {
    const body = await capture(info);
    return ok(hold(orders.numbered(orders.cancelledByBuyer(), Number(body.id))), 'Cancelled');
  }),
  appeal: otc.getOtcAppealMockHandler(async (info) => {
    const body = await capture(info);
    return ok(
      hold(orders.numbered(orders.sellerAppealingSellerView(), Number(body.id))),
      'Appeal submitted',
    );
  }),
  bail: (margin: OtcMargin) => otc.getOtcBailMockHandler(ok(margin)),
  /** The margin unpaid until the user pays it, then paid for every later read (the app asks for
   * it again after paying; a fixed answer would take the payment back at that moment). */
  marginUntilPaid: () => {
    let paid = false;
    return [
      otc.getOtcBailMockHandler(() => ok(paid ? MARGIN_PAID : MARGIN_UNPAID)),
      otc.getOtcTransferMockHandler(() => {
        paid = true;
        return ok({ ...MARGIN_PAID, refund_blocker: null }, 'Margin paid');
      }),
    ];
  },
  transfer: otc.getOtcTransferMockHandler(
    ok({ ...MARGIN_PAID, refund_blocker: null }, 'Margin paid'),
  ),
  refund: otc.getOtcRefundMockHandler(ok(MARGIN_UNPAID, 'Margin refunded')),
  records: (items: OtcMarginRecord[] = MARGIN_RECORDS) =>
    otc.getOtcTransferRecordMockHandler(page(items)),
  myAds: (items: OtcAd[] = MY_ADS) =>
    otc.getOtcMyTradeListMockHandler((info) =>
      page(items.filter((a) => !param(info, 'status') || a.status === param(info, 'status'))),
    ),
  myAd: (id: number, adOrders: OtcOrder[]) =>
    otc.getOtcMyTradeDetailMockHandler(
      ok({ ad: MY_ADS.find((a) => a.id === id)!, orders: adOrders }),
    ),
  publish: otc.getOtcPublishMockHandler(async (info) => {
    const body = await capture(info);
    return ok(
      ad(16, { side: body.side as OtcAd['side'], mine: true, trader: ME_TRADER }),
      'Published',
    );
  }),
  edit: otc.getOtcMyTradeEditMockHandler(async (info) => {
    await capture(info);
    return ok(MY_ADS[1]!, 'Saved');
  }),
  updateShow: otc.getOtcUpdateShowMockHandler(async (info) => {
    const body = await capture(info);
    return ok({
      ...MY_ADS.find((a) => String(a.id) === body.id)!,
      status: body.show === '1' ? ('online' as const) : ('offline' as const),
    });
  }),
  cancelTrade: otc.getOtcCancelTradeMockHandler(async (info) => {
    await capture(info);
    return ok(null, 'Deleted');
  }),
  agent: (ads: OtcAd[] = [SELL_ADS[0]!, BUY_ADS[1]!], who: OtcTrader = MEI) =>
    otc.getOtcAgentMockHandler(ok({ trader: who, ads })),
  images: getKycImageMockHandler(async ({ params }) => {
    const id = String(params.id);
    if (id === orders.QR_ID)
      return image(
        id,
        (
          await toDataURL('https://qr.alipay.com/fkx19420yxbxd5mwfjbzc2e', {
            margin: 1,
            width: 240,
          })
        ).split(',')[1]!,
      );
    return image(
      id,
      await receipt(
        id === orders.VOUCHER_ID
          ? ['xxxxxxxxxxxx', 'xxxxxxxx', 'xxxxxxxxxxxxxxxxx', 'xxxxxx']
          : ['xxxxxxxxxx', 'xxxxxxxxxxxxxxxx', 'xxxxxxx'],
      ),
    );
  }),
};

/** The handlers every OTC page needs: the market, KYC passed, bound methods and pictures. */
export function baseHandlers() {
  heldOrder.current = null;
  return [
    handlers.market,
    handlers.kyc(),
    handlers.cashInfo(),
    handlers.fundPassword(),
    handlers.images,
  ];
}

export const t = (key: string, options: Record<string, unknown> = {}): string =>
  // i18n-dynamic: full literal 'otc:*' keys named at the stories' call sites
  i18n.t(key, options);

type Canvas = ReturnType<typeof within>;
export const pageOf = (canvasElement: HTMLElement) => within(canvasElement);
export const bodyOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export async function expectLocation(canvas: Canvas, path: string | RegExp) {
  await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent(path));
}

/** The open bottom sheet with this title. */
export const sheet = async (canvasElement: HTMLElement, title: string) =>
  within(await bodyOf(canvasElement).findByRole('dialog', { name: title }));
