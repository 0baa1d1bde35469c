import { currencies } from '../../db/schema/core.ts';
import { currencyNetworks } from '../../db/schema/auth.ts';
import type { Seed } from './seed.ts';

// The coins of the platform. USDT is the base coin with currency_id 3 (spec section 9); ids are
// part of the API, so they are fixed here rather than generated.
export const CURRENCIES = [
  { id: 1, symbol: 'BTC', name: 'Bitcoin', decimals: 8, isBase: false, sort: 2 },
  { id: 2, symbol: 'ETH', name: 'Ethereum', decimals: 8, isBase: false, sort: 3 },
  { id: 3, symbol: 'USDT', name: 'Tether USD', decimals: 8, isBase: true, sort: 1 },
  { id: 4, symbol: 'BNB', name: 'BNB', decimals: 8, isBase: false, sort: 4 },
  { id: 5, symbol: 'TRX', name: 'TRON', decimals: 6, isBase: false, sort: 5 },
  { id: 6, symbol: 'SOL', name: 'Solana', decimals: 8, isBase: false, sort: 6 },
  { id: 7, symbol: 'XRP', name: 'XRP', decimals: 6, isBase: false, sort: 7 },
  { id: 8, symbol: 'DOGE', name: 'Dogecoin', decimals: 8, isBase: false, sort: 8 },
  { id: 9, symbol: 'LTC', name: 'Litecoin', decimals: 8, isBase: false, sort: 9 },
] as const;

export type CurrencySymbol = (typeof CURRENCIES)[number]['symbol'];

export function currencyId(symbol: CurrencySymbol): number {
  return CURRENCIES.find((c) => c.symbol === symbol)!.id;
}

// Networks per coin: USDT on TRC20, BSC and ERC20; BTC on BSC; ETH on ERC20 (spec section 3).
const NETWORKS: [CurrencySymbol, string[]][] = [
  ['USDT', ['TRC20', 'BSC', 'ERC20']],
  ['BTC', ['BSC']],
  ['ETH', ['ERC20']],
  ['BNB', ['BSC']],
  ['TRX', ['TRC20']],
  ['SOL', ['SOL']],
];

export const currenciesSeed: Seed = {
  name: 'currencies',
  async run({ db }) {
    await db
      .insert(currencies)
      .values([...CURRENCIES])
      .onConflictDoNothing();
    const networks = NETWORKS.flatMap(([symbol, names]) =>
      names.map((network, index) => ({ currencyId: currencyId(symbol), network, sort: index + 1 })),
    );
    await db.insert(currencyNetworks).values(networks).onConflictDoNothing();
  },
};
