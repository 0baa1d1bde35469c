import { HttpResponse, delay, http } from 'msw';
import type {
  ConvertCoin,
  MinerModel,
  Pledge,
  PledgeAward,
  PledgeProduct,
  UserMiner,
} from '../../src/api/generated/model';

const ok = <T>(data: T, message = 'OK') =>
  HttpResponse.json({ code: 1, type: 'ok', message, data });
export const page = <T>(items: T[]) => ok({ items, total: items.length, page: 1, limit: 50 });
export const refuse = (code: number, message: string, status = 422) =>
  HttpResponse.json({ code, type: 'error', message, data: null }, { status });

export const s21: MinerModel = {
  id: 1,
  name: 'Antminer S21',
  hashrate: '200',
  hashrate_unit: 'TH/s',
  coin_id: 1,
  coin: 'BTC',
  price: '4200',
  seat_price: '210',
  seats: 20,
  daily_yield: '0.00016',
  seat_daily_yield: '0.000008',
  prepare_days: 2,
  run_days: 360,
  offer_ends_at: '2026-12-30T00:00:00Z',
  remaining_seconds: 3_290_400,
};
export const l9: MinerModel = {
  id: 2,
  name: 'Antminer L9',
  hashrate: '16',
  hashrate_unit: 'GH/s',
  coin_id: 9,
  coin: 'LTC',
  price: '6500',
  seat_price: '325',
  seats: 20,
  daily_yield: '0.26',
  seat_daily_yield: '0.013',
  prepare_days: 3,
  run_days: 360,
  offer_ends_at: '2026-12-30T00:00:00Z',
  remaining_seconds: 3_290_400,
};

const miner = (
  id: number,
  state: UserMiner['state'],
  extra: Partial<UserMiner> = {},
): UserMiner => ({
  id,
  model_id: 1,
  name: 'Antminer S21',
  kind: 'machine',
  quantity: 1,
  hashrate: '200',
  hashrate_unit: 'TH/s',
  coin: 'BTC',
  paid: '4200',
  daily_yield: '0.00016',
  accumulated: state === 'preparing' ? '0' : '0.00048',
  state,
  created_at: '2026-11-18T08:00:00Z',
  earning_from: '2026-11-20T08:00:00Z',
  ends_at: '2027-11-15T08:00:00Z',
  ...extra,
});
export const preparing = miner(2, 'preparing', {
  kind: 'seat',
  quantity: 2,
  hashrate: '20',
  daily_yield: '0.000016',
  paid: '420',
  earning_from: '2026-11-24T08:00:00Z',
});
export const earning = miner(1, 'earning');

export const convertCoins: ConvertCoin[] = [
  { currency_id: 1, currency: 'BTC', decimals: 8, usdt_price: '50000', available: '0.00048' },
  { currency_id: 9, currency: 'LTC', decimals: 8, usdt_price: '80', available: '0' },
];

export const products: PledgeProduct[] = [
  {
    id: 1,
    currency_id: 3,
    currency: 'USDT',
    days: 7,
    daily_rate: '0.0015',
    total_rate: '0.0105',
    min_amount: '100',
    max_amount: '100000',
  },
  {
    id: 3,
    currency_id: 2,
    currency: 'ETH',
    days: 15,
    daily_rate: '0.0012',
    total_rate: '0.018',
    min_amount: '0.1',
    max_amount: '100',
  },
];
const pledge = (id: number, status: Pledge['status'], extra: Partial<Pledge> = {}): Pledge => ({
  id,
  product_id: 1,
  currency: 'USDT',
  amount: '1000',
  daily_rate: '0.0015',
  days: 7,
  status,
  awarded: status === 'released' ? '10.5' : '4.5',
  started_at: '2026-11-15T08:00:00Z',
  ends_at: '2026-11-22T08:00:00Z',
  released_at: status === 'released' ? '2026-11-22T08:01:00Z' : null,
  ...extra,
});
export const activePledge = pledge(2, 'active', {
  started_at: '2026-11-19T08:00:00Z',
  ends_at: '2026-11-26T08:00:00Z',
});
export const releasedPledge = pledge(1, 'released');
export const award: PledgeAward = {
  id: 5,
  pledge_id: 2,
  currency: 'USDT',
  day: 3,
  amount: '1.5',
  created_at: '2026-11-22T08:00:00Z',
};

const summary = (miners: UserMiner[]) => ({
  miners: miners.length,
  preparing: miners.filter((m) => m.state === 'preparing').length,
  earning: miners.filter((m) => m.state === 'earning').length,
  coins: miners.length
    ? [{ coin_id: 1, coin: 'BTC', daily_yield: '0.000176', accumulated: '0.00048' }]
    : [],
});

export const handlers = {
  info: (miners: UserMiner[] = [earning, preparing]) =>
    http.get('/api/miner/info', () => ok({ summary: summary(miners), model: null })),
  infoFailed: http.get('/api/miner/info', () => refuse(500, 'Service unavailable', 500)),
  infoLoading: http.get('/api/miner/info', async () => {
    await delay('infinite');
    return ok(null);
  }),
  list: http.get('/api/miner/list', () => ok([s21, l9])),
  seatList: http.get('/api/miner/seatList', () => ok([s21, l9])),
  buyForm: (available = '5000') =>
    http.get('/api/miner/buyMiner', () => ok({ model: s21, currency: 'USDT', available })),
  buy: http.post('/api/miner/buyMiner', () => ok(preparing, 'Purchase completed')),
  seatForm: http.get('/api/miner/buySeat', ({ request }) =>
    ok({
      model: new URL(request.url).searchParams.get('id') === '2' ? l9 : s21,
      currency: 'USDT',
      available: '500',
    }),
  ),
  buySeat: http.post('/api/miner/buySeat', () => ok(preparing, 'Purchase completed')),
  mine: (items: UserMiner[]) => http.get('/api/miner/myMinerList', () => page(items)),
  mineFailed: http.get('/api/miner/myMinerList', () => refuse(500, 'Service unavailable', 500)),
  convertForm: (coins: ConvertCoin[] = convertCoins) =>
    http.get('/api/miner/convert', () => ok(coins)),
  convert: http.post('/api/miner/convert', () =>
    ok(
      {
        id: 3,
        currency_id: 1,
        currency: 'BTC',
        amount: '0.0004',
        price: '50000',
        receive: '20',
        created_at: '2026-11-22T09:00:00Z',
      },
      'Conversion completed',
    ),
  ),
  converts: (items: unknown[] = []) => http.get('/api/miner/converts', () => page(items)),
  zhiya: (active = 1) =>
    http.get('/api/miner/zhiya', () =>
      ok({
        active,
        coins: [{ currency_id: 3, currency: 'USDT', staked: active ? '1000' : '0', awarded: '15' }],
      }),
    ),
  info2: http.get('/api/pledge/info', () => ok({ products, summary: { active: 0, coins: [] } })),
  infoPledgeFailed: http.get('/api/pledge/info', () => refuse(500, 'Service unavailable', 500)),
  products: http.get('/api/pledge/miner', () => ok(products)),
  pledgeForm: http.get('/api/pledge/pledge', ({ request }) =>
    ok({
      product:
        products.find((p) => String(p.id) === new URL(request.url).searchParams.get('id')) ??
        products[0],
      available: '1250.5',
    }),
  ),
  pledge: http.post('/api/pledge/pledge', () => ok(activePledge, 'Pledge started')),
  records: (items: Pledge[]) => http.get('/api/pledge/pledgeRecord', () => page(items)),
  awards: (items: PledgeAward[]) => http.get('/api/pledge/award', () => page(items)),
};
