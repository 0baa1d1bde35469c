import { HttpResponse, delay, http } from 'msw';
import type { Deposit, DepositChannels } from '../../src/api/generated/model';

// Deposit options, addresses and records shared by the deposit page stories.
export { alice } from '../exchange/fixtures';
export { hugePhoto, photo, uploadFailsOnce, uploadOk } from '../kyc/fixtures';

export const channels: DepositChannels = {
  coins: [
    {
      currency_id: 3,
      currency: 'USDT',
      decimals: 8,
      networks: ['TRC20', 'BSC', 'ERC20'],
      min_amount: '10',
      fee_rate: '0',
    },
    {
      currency_id: 1,
      currency: 'BTC',
      decimals: 8,
      networks: ['BSC'],
      min_amount: '0.0005',
      fee_rate: '0',
    },
    {
      currency_id: 2,
      currency: 'ETH',
      decimals: 8,
      networks: ['ERC20'],
      min_amount: '0.01',
      fee_rate: '0',
    },
  ],
  channels: [
    {
      method: 'bank',
      currency_id: 3,
      currency: 'USDT',
      decimals: 8,
      min_amount: '100',
      fee_rate: '0.005',
      holder: 'CoinHub Digital Services Ltd.',
      account: '6217 0000 1234 5678 901',
      bank_name: 'HSBC Hong Kong',
      branch: 'Central Branch, 1 Queen’s Road Central',
      swift: 'HSBCHKHHHKH',
    },
    {
      method: 'wechat',
      currency_id: 3,
      currency: 'USDT',
      decimals: 8,
      min_amount: '50',
      fee_rate: '0.003',
      holder: 'CoinHub Pay',
      account: 'coinhub_pay_service',
      bank_name: null,
      branch: null,
      swift: null,
    },
    {
      method: 'alipay',
      currency_id: 3,
      currency: 'USDT',
      decimals: 8,
      min_amount: '50',
      fee_rate: '0.003',
      holder: 'CoinHub Pay',
      account: 'pay@coinhub-digital.com',
      bank_name: null,
      branch: null,
      swift: null,
    },
  ],
};

export const ADDRESSES: Record<string, string> = {
  TRC20: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
  BSC: '0x8f3b2c1d4e5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c',
  ERC20: '0x1d2c3b4a5f6e7d8c9b0a1f2e3d4c5b6a7f8e9d0c',
};

const ok = (data: unknown, message = 'Success') =>
  HttpResponse.json({ code: 1, type: 'ok', message, data });
const failure = (status: number, message: string, code = status) =>
  HttpResponse.json({ code, type: 'error', message, data: null }, { status });
const forever = async () => {
  await delay('infinite');
  return HttpResponse.json({});
};

const base: Deposit = {
  id: 41,
  type: 'chain',
  currency_id: 3,
  currency: 'USDT',
  network: 'TRC20',
  address: ADDRESSES.TRC20!,
  amount: '120.5',
  fee: '0',
  actual: '120.5',
  status: 'under_review',
  reason: null,
  created_at: '2026-11-21T08:15:00Z',
  reviewed_at: null,
};

export const DEPOSITS = {
  underReview: base,
  passed: {
    ...base,
    id: 40,
    amount: '500',
    actual: '500',
    status: 'passed',
    reviewed_at: '2026-11-20T10:00:00Z',
    created_at: '2026-11-20T09:00:00Z',
  },
  rejected: {
    ...base,
    id: 39,
    type: 'bank',
    network: null,
    address: null,
    amount: '1000',
    fee: '5',
    actual: '0',
    status: 'rejected',
    reason: 'The transfer was not received',
    created_at: '2026-11-19T09:00:00Z',
    reviewed_at: '2026-11-19T12:00:00Z',
  },
} satisfies Record<string, Deposit>;

const page = (items: Deposit[]) => ({ items, total: items.length, page: 1, limit: 20 });

export const handlers = {
  channels: http.get('/api/deposit/channels', () => ok(channels)),
  channelsLoading: http.get('/api/deposit/channels', forever),
  channelsEmpty: http.get('/api/deposit/channels', () => ok({ coins: [], channels: [] })),
  channelsFailed: http.get('/api/deposit/channels', () => failure(500, 'Service unavailable')),
  address: http.post('/api/wallet/get_in_address', async ({ request }) => {
    const form = new URLSearchParams(await request.text());
    const coin = channels.coins.find((c) => c.currency_id === Number(form.get('currency_id')))!;
    const network = form.get('network')!;
    return ok({
      currency_id: coin.currency_id,
      currency: coin.currency,
      network,
      address: ADDRESSES[network],
      min_amount: coin.min_amount,
    });
  }),
  addressFailed: http.post('/api/wallet/get_in_address', () => failure(500, 'Service unavailable')),
  charge: http.post('/api/wallet/charge_req', async () => {
    await delay(100);
    return ok(base, 'Submitted. Your deposit is under review');
  }),
  chargeRefused: http.post('/api/wallet/charge_req', () =>
    failure(422, 'The minimum deposit is 10 USDT', 1601),
  ),
  records: (items: Deposit[]) =>
    http.get('/api/charge_mention/log2', ({ request }) => {
      const coin = Number(new URL(request.url).searchParams.get('currency_id'));
      return ok(page(coin ? items.filter((d) => d.currency_id === coin) : items));
    }),
  recordsLoading: http.get('/api/charge_mention/log2', forever),
  recordsFailed: http.get('/api/charge_mention/log2', () => failure(500, 'Service unavailable')),
  detail: (deposit: Deposit) => http.get('/api/deposit/detail', () => ok(deposit)),
  detailLoading: http.get('/api/deposit/detail', forever),
  detailMissing: http.get('/api/deposit/detail', () =>
    failure(404, 'The requested resource was not found'),
  ),
};

/** Replaces the clipboard for one story: writes succeed, or are refused as by a browser without permission. */
export function stubClipboard(mode: 'works' | 'refused') {
  const writes: string[] = [];
  const clipboard = {
    writeText: (text: string) =>
      mode === 'works'
        ? (writes.push(text), Promise.resolve())
        : Promise.reject(new Error('NotAllowedError')),
  };
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
  return writes;
}
