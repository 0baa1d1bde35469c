import { HttpResponse, delay, http } from 'msw';
import type { Project, Subscription, SubscriptionForm } from '../../src/api/generated/model';

const ok = <T>(data: T, message = 'OK') =>
  HttpResponse.json({ code: 1, type: 'ok', message, data });
export const page = <T>(items: T[]) => ok({ items, total: items.length, page: 1, limit: 50 });
export const refuse = (code: number, message: string, status = 422) =>
  HttpResponse.json({ code, type: 'error', message, data: null }, { status });

const base = {
  decimals: 6,
  min_usdt: '10',
  max_usdt: '50000',
  user_limit_usdt: null,
  accepted: [
    { currency_id: 3, currency: 'USDT' },
    { currency_id: 1, currency: 'BTC' },
  ],
  starts_at: '2026-11-20T00:00:00Z',
  ends_at: '2026-12-22T00:00:00Z',
  launch_at: '2026-12-27T00:00:00Z',
};

export const luma: Project = {
  ...base,
  id: 1,
  currency_id: 100,
  currency: 'LUMA',
  intro: 'Luma Network is a layer-2 payment network for instant, low-fee transfers.',
  issue_price: '0.05',
  supply: '2000000',
  remaining: '1300000',
  progress: '35',
  lock_days: 30,
  state: 'during_subscription',
};
export const orbit: Project = {
  ...base,
  id: 2,
  currency_id: 101,
  currency: 'ORBT',
  intro: 'Orbit Protocol connects decentralised exchanges across chains.',
  issue_price: '0.2',
  supply: '1000000',
  remaining: '387500',
  progress: '61.25',
  lock_days: 15,
  state: 'launched',
};
export const kite: Project = {
  ...base,
  id: 3,
  currency_id: 102,
  currency: 'KITE',
  intro: 'Kite Finance offers on-chain savings with transparent yields.',
  issue_price: '0.1',
  supply: '500000',
  remaining: '0',
  progress: '100',
  lock_days: 60,
  state: 'sold_out',
};

export const form: SubscriptionForm = {
  project: luma,
  user_left_usdt: null,
  balances: [
    { currency_id: 3, currency: 'USDT', available: '1250.5', usdt_rate: '1' },
    { currency_id: 1, currency: 'BTC', available: '0', usdt_rate: '50000' },
  ],
};

const record = (
  id: number,
  status: Subscription['status'],
  extra: Partial<Subscription> = {},
): Subscription => ({
  id,
  project_id: 1,
  currency: 'LUMA',
  pay_currency_id: 3,
  pay_currency: 'USDT',
  amount: '500',
  usdt_rate: '1',
  quantity: '10000',
  status,
  reason: null,
  accumulated_return: '0',
  total_return: status === 'rejected' ? '0' : '10000',
  locked: status === 'passed',
  created_at: '2026-11-21T08:00:00Z',
  reviewed_at: status === 'under_review' ? null : '2026-11-21T10:00:00Z',
  unlock_at: status === 'passed' ? '2026-12-21T10:00:00Z' : null,
  completed_at: null,
  ...extra,
});
export const underReview = record(11, 'under_review');
export const passed = record(10, 'passed');
export const delivered = record(9, 'passed', {
  locked: false,
  accumulated_return: '4000',
  quantity: '4000',
  total_return: '4000',
  amount: '200',
  completed_at: '2026-11-20T10:00:00Z',
});

export const handlers = {
  list: http.get('/api/project/projectList', () => ok([luma, orbit, kite])),
  listEmpty: http.get('/api/project/projectList', () => ok([])),
  listLoading: http.get('/api/project/projectList', async () => {
    await delay('infinite');
    return ok([]);
  }),
  listFailed: http.get('/api/project/projectList', () => refuse(500, 'Service unavailable', 500)),
  detail: (p: Project) => http.get('/api/project/projectDetail', () => ok(p)),
  detailFailed: http.get('/api/project/projectDetail', () =>
    refuse(404, 'The requested resource was not found', 404),
  ),
  form: (data: SubscriptionForm = form) => http.get('/api/project/project', () => ok(data)),
  formFailed: http.get('/api/project/project', () => refuse(500, 'Service unavailable', 500)),
  subscribe: http.post('/api/project/subscribe', () =>
    ok(underReview, 'Subscription submitted for review'),
  ),
  subscribeInsufficient: http.post('/api/project/subscribe', () =>
    refuse(2301, 'Insufficient balance, please recharge'),
  ),
  /** The records in the state the tab asks for (`status`), as the server filters them. */
  records: (items: Subscription[]) =>
    http.get('/api/project/record', ({ request }) => {
      const status = new URL(request.url).searchParams.get('status');
      return page(status ? items.filter((r) => r.status === status) : items);
    }),
};
