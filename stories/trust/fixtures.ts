import { HttpResponse, delay, http } from 'msw';
import type {
  FollowOrder,
  Order,
  Product,
  ProductDetail,
  Report,
  Trader,
  TraderDetail,
} from '../../src/api/generated/model';

const ok = <T>(data: T, message = 'OK') =>
  HttpResponse.json({ code: 1, type: 'ok', message, data });
const page = <T>(items: T[]) => ok({ items, total: items.length, page: 1, limit: 20 });
export const refuse = (code: number, message: string, status = 422) =>
  HttpResponse.json({ code, type: 'error', message, data: null }, { status });

const product = (id: number, over: Partial<Product>): Product => ({
  id,
  family: 'hosting',
  currency_id: 3,
  currency: 'USDT',
  decimals: 8,
  period_days: 15,
  min_amount: '100',
  daily_rate: '0.004',
  total_rate: '0.06',
  payout_time: '00:00',
  settlement_ratio: '0.004',
  redemption_penalty_rule: 'settlement_ratio_per_remaining_day',
  state: 'open',
  opens_at: null,
  expected_30d_rate: '0.12',
  ...over,
});

export const hostingProducts: Product[] = [
  product(1, {}),
  product(2, {
    period_days: 30,
    min_amount: '500',
    daily_rate: '0.005',
    total_rate: '0.15',
    settlement_ratio: '0.005',
    expected_30d_rate: '0.15',
  }),
  product(4, {
    currency_id: 2,
    currency: 'ETH',
    period_days: 60,
    min_amount: '0.5',
    daily_rate: '0.006',
    total_rate: '0.36',
    settlement_ratio: '0.006',
    state: 'coming_soon',
    expected_30d_rate: '0.18',
  }),
  product(5, {
    period_days: 90,
    min_amount: '1000',
    daily_rate: '0.007',
    total_rate: '0.63',
    settlement_ratio: '0.007',
    state: 'waiting_to_open',
    opens_at: '2031-06-01T00:00:00Z',
    expected_30d_rate: '0.21',
  }),
];
const fin = (id: number, over: Partial<Product>): Product =>
  product(id, {
    family: 'finance',
    settlement_ratio: '0',
    redemption_penalty_rule: 'one_and_a_half_daily_interest',
    ...over,
  });
export const financeProducts: Product[] = [
  fin(6, { period_days: 7, daily_rate: '0.003', total_rate: '0.021', expected_30d_rate: '0.09' }),
  fin(7, { period_days: 30, min_amount: '1000', total_rate: '0.12' }),
  fin(9, {
    currency_id: 1,
    currency: 'BTC',
    period_days: 30,
    min_amount: '0.05',
    daily_rate: '0.005',
    total_rate: '0.15',
    expected_30d_rate: '0.15',
    state: 'coming_soon',
  }),
];

export const detail = (p: Product, available = '2500'): ProductDetail => ({ ...p, available });

export const report: Report = {
  family: 'hosting',
  hosted_usdt: '10000',
  today_income_usdt: '40',
  total_income_usdt: '320',
  coins: [
    { currency_id: 3, currency: 'USDT', hosted: '10000', today_income: '40', total_income: '320' },
  ],
};
export const emptyReport: Report = {
  family: 'hosting',
  hosted_usdt: '0',
  today_income_usdt: '0',
  total_income_usdt: '0',
  coins: [],
};

const order = (id: number, over: Partial<Order>): Order => ({
  id,
  product_id: 1,
  family: 'hosting',
  currency_id: 3,
  currency: 'USDT',
  amount: '1000',
  daily_rate: '0.004',
  daily_income: '4',
  period_days: 15,
  remaining_days: 3,
  penalty: '12',
  refund: '988',
  status: 'hosting',
  created_at: '2026-11-07T09:30:00Z',
  start_at: '2026-11-08T00:00:00Z',
  end_at: '2026-11-23T00:00:00Z',
  closed_at: null,
  income: '48',
  ...over,
});
export const hostingOrder = order(31, {});
export const completedOrder = order(30, {
  amount: '10000',
  daily_income: '40',
  remaining_days: 0,
  penalty: '0',
  refund: '10000',
  status: 'completed',
  income: '600',
  closed_at: '2026-11-16T00:00:00Z',
});
export const redeemedOrder = order(29, { status: 'redeemed', closed_at: '2026-11-20T10:00:00Z' });
export const financeOrder = order(40, {
  family: 'finance',
  product_id: 7,
  amount: '10000',
  daily_income: '40',
  period_days: 30,
  remaining_days: 28,
  penalty: '60',
  refund: '9940',
  income: '80',
});

export const traders: Trader[] = [
  {
    id: 3,
    name: 'Kestrel Capital',
    currency_id: 6,
    currency: 'SOL',
    direction: 'short',
    period_days: 3,
    pay_currency_id: 3,
    pay_currency: 'USDT',
    min_amount: '50',
    commission_rate: '0.15',
    return_30d: '0.0812',
    followers: 12,
  },
  {
    id: 1,
    name: 'Aurora Quant',
    currency_id: 1,
    currency: 'BTC',
    direction: 'long',
    period_days: 7,
    pay_currency_id: 3,
    pay_currency: 'USDT',
    min_amount: '100',
    commission_rate: '0.1',
    return_30d: '0.0421',
    followers: 30,
  },
  {
    id: 2,
    name: 'Blue Harbor',
    currency_id: 2,
    currency: 'ETH',
    direction: 'long',
    period_days: 14,
    pay_currency_id: 3,
    pay_currency: 'USDT',
    min_amount: '100',
    commission_rate: '0.1',
    return_30d: '-0.0133',
    followers: 4,
  },
];
export const traderDetail: TraderDetail = { ...traders[0]!, available: '600' };

export const followInProgress: FollowOrder = {
  id: 5,
  trader_id: 3,
  trader_name: 'Kestrel Capital',
  currency: 'SOL',
  direction: 'short',
  pay_currency: 'USDT',
  amount: '400',
  status: 'in_progress',
  opened_at: '2026-11-21T08:00:00Z',
  closes_at: '2026-11-24T08:00:00Z',
  open_price: '131.25',
  close_price: null,
  return_rate: null,
  profit: null,
  commission: null,
  payout: null,
  closed_at: null,
};
export const followEnded: FollowOrder = {
  ...followInProgress,
  id: 4,
  status: 'ended',
  opened_at: '2026-11-10T08:00:00Z',
  closes_at: '2026-11-13T08:00:00Z',
  open_price: '140',
  close_price: '133',
  return_rate: '0.05',
  profit: '20',
  commission: '3',
  payout: '417',
  closed_at: '2026-11-13T08:00:00Z',
};

const byParam = (url: string, name: string) => new URL(url).searchParams.get(name);
const allProducts = [...hostingProducts, ...financeProducts];
const configOf = (family: string | null) => {
  const items = family === 'finance' ? financeProducts : hostingProducts;
  const max = Math.max(...items.map((p) => Number(p.expected_30d_rate)));
  return { family: family ?? 'hosting', max_expected_30d_rate: String(max), items };
};

export const handlers = {
  config: http.get('/api/lh/deposit/config', ({ request }) =>
    ok(configOf(byParam(request.url, 'family'))),
  ),
  configEmpty: http.get('/api/lh/deposit/config', () =>
    ok({ family: 'hosting', max_expected_30d_rate: '0', items: [] }),
  ),
  configLoading: http.get('/api/lh/deposit/config', async () => {
    await delay('infinite');
    return ok(configOf('hosting'));
  }),
  configFailed: http.get('/api/lh/deposit/config', () => refuse(500, 'Service unavailable', 500)),
  report: http.get('/api/lh/deposit/report', () => ok(report)),
  reportEmpty: http.get('/api/lh/deposit/report', () => ok(emptyReport)),
  reportLoading: http.get('/api/lh/deposit/report', async () => {
    await delay('infinite');
    return ok(report);
  }),
  reportFailed: http.get('/api/lh/deposit/report', () => refuse(500, 'Service unavailable', 500)),
  info: (available = '2500') =>
    http.get('/api/lh/deposit/product_info', ({ request }) => {
      const found = allProducts.find((p) => p.id === Number(byParam(request.url, 'id')));
      return found
        ? ok(detail(found, available))
        : refuse(404, 'The requested resource was not found', 404);
    }),
  infoFailed: http.get('/api/lh/deposit/product_info', () =>
    refuse(500, 'Service unavailable', 500),
  ),
  buy: http.post('/api/lh/deposit', async ({ request }) => {
    const form = new URLSearchParams(await request.text());
    return ok(
      { ...hostingOrder, amount: form.get('amount') ?? '0', remaining_days: 15, income: '0' },
      'Purchase successful',
    );
  }),
  buyInsufficient: http.post('/api/lh/deposit', () => refuse(1801, 'Insufficient balance')),
  orders: http.get('/api/lh/deposit/order', ({ request }) => {
    const tab = byParam(request.url, 'tab') ?? 'hosting';
    const family = byParam(request.url, 'family') ?? 'hosting';
    const all = [hostingOrder, completedOrder, redeemedOrder, financeOrder];
    return page(all.filter((o) => o.status === tab && o.family === family));
  }),
  ordersEmpty: http.get('/api/lh/deposit/order', () => page([])),
  ordersFailed: http.get('/api/lh/deposit/order', () => refuse(500, 'Service unavailable', 500)),
  cancel: http.post('/api/lh/deposit/order/cancel', async ({ request }) => {
    const id = Number(new URLSearchParams(await request.text()).get('id'));
    const found = [hostingOrder, financeOrder].find((o) => o.id === id)!;
    return ok({ ...found, status: 'redeemed', closed_at: '2026-11-22T10:00:00Z' }, 'Redeemed');
  }),
  recommend: http.get('/api/lh/send/get_recommend', () => ok(traders)),
  recommendEmpty: http.get('/api/lh/send/get_recommend', () => ok([])),
  recommendFailed: http.get('/api/lh/send/get_recommend', () =>
    refuse(500, 'Service unavailable', 500),
  ),
  traderInfo: http.get('/api/lh/send/product_info', () => ok(traderDetail)),
  follow: http.post('/api/lh/send/order', async ({ request }) => {
    const form = new URLSearchParams(await request.text());
    return ok(
      { ...followInProgress, id: 6, amount: form.get('amount') ?? '0' },
      'You are now following this trader',
    );
  }),
  follows: http.get('/api/lh/send/order_list', ({ request }) =>
    page(byParam(request.url, 'status') === 'ended' ? [followEnded] : [followInProgress]),
  ),
  followsEmpty: http.get('/api/lh/send/order_list', () => page([])),
};

export const all = [
  handlers.config,
  handlers.report,
  handlers.info(),
  handlers.buy,
  handlers.orders,
  handlers.cancel,
  handlers.recommend,
  handlers.traderInfo,
  handlers.follow,
  handlers.follows,
];
