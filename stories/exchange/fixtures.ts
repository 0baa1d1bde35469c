import { HttpResponse, delay, http } from 'msw';
import type { FlashCoin, FlashExchange, Gift } from '../../src/api/generated/model';

export const alice = {
  id: 7,
  account: 'alice@example.com',
  account_type: 'email',
  email: 'alice@example.com',
  phone: null,
  area_code: null,
  nickname: 'Alice',
  invite_code: 'AB12CD34',
  kyc_status: 'verified',
  kyc_level: 'basic',
  has_fund_password: true,
  lang: 'en',
  created_at: '2024-03-04T09:30:00Z',
} as const;

export const coins: FlashCoin[] = [
  { currency_id: 3, currency: 'USDT', decimals: 8, usdt_price: '1', available: '1250.5' },
  { currency_id: 1, currency: 'BTC', decimals: 8, usdt_price: '50000', available: '0.25' },
  { currency_id: 2, currency: 'ETH', decimals: 8, usdt_price: '2500', available: '0' },
];

export const flashRecord: FlashExchange = {
  id: 11,
  currency_id: 3,
  currency: 'USDT',
  to_currency_id: 1,
  to_currency: 'BTC',
  amount: '100',
  price: '0.00002',
  fee: '0.000004',
  receive: '0.001996',
  created_at: '2026-11-20T08:15:00Z',
};

export const sentGift: Gift = {
  id: 5,
  currency_id: 3,
  currency: 'USDT',
  amount: '30.5',
  counterparty: 'bob@example.com',
  created_at: '2026-11-19T10:00:00Z',
};
export const receivedGift: Gift = {
  id: 6,
  currency_id: 1,
  currency: 'BTC',
  amount: '0.01',
  counterparty: 'ca***@example.com',
  created_at: '2026-11-18T10:00:00Z',
};

const ok = <T>(data: T, message = 'OK') =>
  HttpResponse.json({ code: 1, type: 'ok', message, data });
const page = <T>(items: T[]) => ok({ items, total: items.length, page: 1, limit: 20 });
export const refuse = (code: number, message: string, status = 422) =>
  HttpResponse.json({ code, type: 'error', message, data: null }, { status });

/** A quote at fixed prices: 0.2 % fee taken from the proceeds. */
function quoteFor(form: URLSearchParams) {
  const from = coins.find((c) => c.currency_id === Number(form.get('currency_id')))!;
  const to = coins.find((c) => c.currency_id === Number(form.get('to_currency_id')))!;
  const amount = form.get('amount') ?? '0';
  const price = Number(from.usdt_price) / Number(to.usdt_price);
  const gross = Number(amount) * price;
  const fee = Math.ceil(gross * 0.002 * 1e8) / 1e8;
  const receive = Math.floor((gross - fee) * 1e8) / 1e8;
  return {
    currency_id: from.currency_id,
    currency: from.currency,
    to_currency_id: to.currency_id,
    to_currency: to.currency,
    amount,
    price: price.toFixed(12).replace(/\.?0+$/, ''),
    fee_rate: '0.002',
    fee: fee.toFixed(8).replace(/\.?0+$/, ''),
    receive: receive.toFixed(8).replace(/\.?0+$/, ''),
    quoted_at: '2026-11-22T04:00:00Z',
  };
}

export const handlers = {
  coins: http.get('/api/wallet/flashCoins', () => ok(coins)),
  coinsLoading: http.get('/api/wallet/flashCoins', async () => {
    await delay('infinite');
    return ok(coins);
  }),
  coinsFailed: http.get('/api/wallet/flashCoins', () => refuse(500, 'Service unavailable', 500)),
  quote: http.post('/api/wallet/flashQuote', async ({ request }) =>
    ok(quoteFor(new URLSearchParams(await request.text()))),
  ),
  flash: http.post('/api/wallet/flashAgainst', async ({ request }) => {
    const q = quoteFor(new URLSearchParams(await request.text()));
    return ok({ ...flashRecord, ...q, id: 12 }, 'Exchange completed');
  }),
  flashInsufficient: http.post('/api/wallet/flashAgainst', () =>
    refuse(1501, 'Insufficient balance'),
  ),
  flashList: http.get('/api/wallet/flashAgainstList', () => page([flashRecord])),
  flashListEmpty: http.get('/api/wallet/flashAgainstList', () => page([])),
  hasFundPassword: http.post('/api/user/has_password', () => ok({ has_password: true })),
  noFundPassword: http.post('/api/user/has_password', () => ok({ has_password: false })),
  gift: http.post('/api/remittance/remittance', async ({ request }) => {
    const form = new URLSearchParams(await request.text());
    return ok(
      { ...sentGift, id: 9, amount: form.get('amount'), counterparty: form.get('email') },
      'Transfer sent',
    );
  }),
  giftRefused: http.post('/api/remittance/remittance', () =>
    refuse(1504, 'This transfer cannot be made to that e-mail'),
  ),
  sent: http.get('/api/remittance/remittanceList', () => page([sentGift])),
  sentEmpty: http.get('/api/remittance/remittanceList', () => page([])),
  received: http.get('/api/remittance/remittanceRecord', () => page([receivedGift])),
  receivedEmpty: http.get('/api/remittance/remittanceRecord', () => page([])),
};
