import { HttpResponse, delay, http } from 'msw';
import type {
  OptionOrder,
  OptionPair,
  OptionPayable,
  OptionSeconds,
} from '../../src/api/generated/model';

export const pairs: OptionPair[] = [
  {
    currency_id: 1,
    symbol: 'BTC/USDT',
    price: '87412.5',
    price_at: '2026-11-22T08:00:00Z',
    flat_band: '0.0001',
  },
  {
    currency_id: 2,
    symbol: 'ETH/USDT',
    price: '2981.37',
    price_at: '2026-11-22T08:00:00Z',
    flat_band: '0.0001',
  },
];

export const seconds: OptionSeconds[] = [
  { seconds: 30, payout_ratio: '0.15', min_amount: '10', flat_band: '0.0001' },
  { seconds: 60, payout_ratio: '0.2', min_amount: '10', flat_band: '0.0001' },
  { seconds: 120, payout_ratio: '0.3', min_amount: '50', flat_band: '0.0001' },
  // The operator gave the longest duration a wider flat band.
  { seconds: 300, payout_ratio: '0.5', min_amount: '100', flat_band: '0.0005' },
];

export const payable: OptionPayable[] = [
  { currency_id: 3, currency: 'USDT', decimals: 8, min_amount: '10', available: '250' },
];

const level = (status: string) => ({ status, reason: null, submitted_at: null, reviewed_at: null });
export const kycVerified = {
  level: 'basic',
  basic: level('verified'),
  advanced: level('unverified'),
};
export const kycNone = { level: 'none', basic: level('unverified'), advanced: level('unverified') };

const base: OptionOrder = {
  id: 1,
  currency_id: 3,
  currency: 'USDT',
  pair_id: 1,
  symbol: 'BTC/USDT',
  direction: 'up',
  seconds: 60,
  payout_ratio: '0.2',
  quantity: '100',
  open_price: '87400',
  current_price: '87412.5',
  delivery_price: null,
  tick_at: null,
  status: 'waiting',
  result: null,
  profit: null,
  payout: null,
  created_at: '2026-11-22T08:00:00Z',
  deliver_at: '2026-11-22T08:01:00Z',
  settled_at: null,
};
const settled = (o: Partial<OptionOrder>): OptionOrder => ({
  ...base,
  status: 'settled',
  tick_at: '2026-11-22T08:01:00Z',
  settled_at: '2026-11-22T08:01:00Z',
  ...o,
});
/** Delivers in 45 s from when the story loads (the countdown runs). */
export const waiting = (): OptionOrder => ({
  ...base,
  deliver_at: new Date(Date.now() + 45_000).toISOString(),
});
export const won = settled({
  id: 2,
  delivery_price: '87455',
  result: 'won',
  payout: '120',
  profit: '20',
});
export const lost = settled({
  id: 3,
  direction: 'down',
  delivery_price: '87455',
  result: 'lost',
  payout: '0',
  profit: '-100',
});
export const flat = settled({
  id: 4,
  direction: 'flat',
  delivery_price: '87403.1',
  result: 'won',
  payout: '120',
  profit: '20',
});

const ok = <T>(data: T, message = 'OK') =>
  HttpResponse.json({ code: 1, type: 'ok', message, data });
const page = <T>(items: T[]) => ok({ items, total: items.length, page: 1, limit: 20 });
export const refuse = (code: number, message: string, status = 422) =>
  HttpResponse.json({ code, type: 'error', message, data: null }, { status });

/** The order list by tab: waiting and settled items as given. */
const lists = (waitingItems: () => OptionOrder[], settledItems: OptionOrder[]) =>
  http.get('/api/microtrade/lists', ({ request }) =>
    new URL(request.url).searchParams.get('status') === 'settled'
      ? page(settledItems)
      : page(waitingItems()),
  );

export const handlers = {
  pairs: http.get('/api/microtrade/pairs', () => ok(pairs)),
  pairsLoading: http.get('/api/microtrade/pairs', async () => {
    await delay('infinite');
    return ok(pairs);
  }),
  pairsFailed: http.get('/api/microtrade/pairs', () => refuse(500, 'Service unavailable', 500)),
  seconds: http.get('/api/microtrade/seconds', () => ok(seconds)),
  payable: http.get('/api/microtrade/payable_currencies', () => ok(payable)),
  kyc: http.get('/api/user/kyc', () => ok(kycVerified)),
  kycNone: http.get('/api/user/kyc', () => ok(kycNone)),
  lists: lists(() => [waiting()], [won, lost, flat]),
  listsEmpty: lists(() => [], []),
  listsSettledOnly: lists(() => [], [won, lost, flat]),
  listsWon: lists(() => [], [won]),
  listsLost: lists(() => [], [lost]),
  listsFlat: lists(() => [], [flat]),
  submit: http.post('/api/microtrade/submit', async ({ request }) => {
    const form = new URLSearchParams(await request.text());
    return ok(
      { ...waiting(), id: 9, direction: form.get('direction'), quantity: form.get('quantity') },
      'Order placed',
    );
  }),
  submitKyc: http.post('/api/microtrade/submit', () =>
    refuse(2105, 'Your account has not been authenticated', 403),
  ),
};

export const all = [
  handlers.pairs,
  handlers.seconds,
  handlers.payable,
  handlers.kyc,
  handlers.lists,
  handlers.submit,
];
