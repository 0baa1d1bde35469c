import { delay, http, HttpResponse } from 'msw';
import type {
  AccountTransfer,
  AssetAccount,
  AssetAccountType,
  AssetBalance,
  JournalLine,
  WalletList,
} from '../../src/api/generated/model';

// Fixed wallets for the assets stories, so every run (and screenshot) looks the same.
const coin = (currency_id: number, symbol: string, name: string, price: string | null) => ({
  currency_id,
  symbol,
  name,
  decimals: 8,
  usdt_price: price,
});
const COINS = [
  coin(3, 'USDT', 'Tether USD', '1'),
  coin(1, 'BTC', 'Bitcoin', '65000'),
  coin(2, 'ETH', 'Ethereum', '3200'),
];

type Held = Record<number, [available: string, frozen: string]>;

function balances(held: Held): AssetBalance[] {
  return COINS.map((c) => {
    const [available, frozen] = held[c.currency_id] ?? ['0', '0'];
    const total = String(Number(available) + Number(frozen));
    const usdt_value = c.usdt_price === null ? null : String(Number(total) * Number(c.usdt_price));
    return { ...c, available, frozen, total, usdt_value };
  });
}

function account(type: AssetAccountType, held: Held): AssetAccount {
  const rows = balances(held);
  const value = rows.reduce((sum, b) => sum + Number(b.usdt_value ?? 0), 0);
  return { type, usdt_value: String(value), balances: rows };
}

export const WALLETS: WalletList = {
  total_usdt: '13345.5',
  accounts: [
    account('spot', { 3: ['1200.5', '100'], 1: ['0.1', '0'] }),
    account('options', { 3: ['300', '0'] }),
    account('contract', { 2: ['1', '0'] }),
    account('trust', { 3: ['2245', '0'] }),
  ],
};

export const EMPTY_WALLETS: WalletList = {
  total_usdt: '0',
  accounts: (['spot', 'options', 'contract', 'trust'] as const).map((type) => account(type, {})),
};

export const JOURNAL: JournalLine[] = [
  {
    id: '12-4',
    kind: 'move_between_types',
    type: 'spot',
    currency_id: 3,
    symbol: 'USDT',
    decimals: 8,
    amount: '-50',
    balance: '1300.5',
    created_at: '2026-11-20T10:15:00Z',
  },
  {
    id: '12-5',
    kind: 'move_between_types',
    type: 'options',
    currency_id: 3,
    symbol: 'USDT',
    decimals: 8,
    amount: '50',
    balance: '300',
    created_at: '2026-11-20T10:15:00Z',
  },
  {
    id: '9-4',
    kind: 'deposit',
    type: 'spot',
    currency_id: 3,
    symbol: 'USDT',
    decimals: 8,
    amount: '1350.5',
    balance: '1350.5',
    created_at: '2026-11-18T08:00:00Z',
  },
];

export const TRANSFERS: AccountTransfer[] = [
  {
    id: 2,
    currency_id: 3,
    symbol: 'USDT',
    decimals: 8,
    from: 'spot',
    to: 'options',
    amount: '50',
    created_at: '2026-11-20T10:15:00Z',
  },
  {
    id: 1,
    currency_id: 1,
    symbol: 'BTC',
    decimals: 8,
    from: 'trust',
    to: 'spot',
    amount: '0.1',
    created_at: '2026-11-19T16:40:00Z',
  },
];

export const ok = <T>(data: T, message = 'OK') =>
  HttpResponse.json({ code: 1, type: 'ok', message, data });
export const page = <T>(items: T[]) => ok({ items, total: items.length, page: 1, limit: 20 });

/** The server's failure envelope with a real HTTP status; http.ts toasts `message`. */
export const fail = (status: number, message: string, code = status) =>
  HttpResponse.json({ code, type: 'error', message, data: null }, { status });

/** A call that never answers (the loading state). */
export const never = async () => {
  await delay('infinite');
  return HttpResponse.json({});
};

export const walletList = (answer: () => Response | Promise<Response>) =>
  http.post('/api/wallet/list', answer);
export const legalLog = (answer: () => Response | Promise<Response>) =>
  http.post('/api/wallet/legal_log', answer);
export const hzhistory = (answer: () => Response | Promise<Response>) =>
  http.get('/api/wallet/hzhistory', answer);
