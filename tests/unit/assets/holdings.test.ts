// Assets' coins held: every account's balance of a coin added up, valued in USDT, sorted by value;
// the search and the dust switch.
import { describe, expect, it } from 'vitest';
import type { AssetAccountType, AssetBalance, WalletList } from '../../../src/api/generated/model';
import {
  filterHoldings,
  holdingsOf,
  isSmallBalance,
} from '../../../src/features/assets/holdings/holdings';

const bal = (
  currency_id: number,
  symbol: string,
  total: string,
  usdt_value: string | null,
  frozen = '0',
): AssetBalance => ({
  currency_id,
  symbol,
  name: `${symbol} coin`,
  decimals: 8,
  total,
  available: String(Number(total) - Number(frozen)),
  frozen,
  usdt_price: null,
  usdt_value,
});
const account = (type: AssetAccountType, balances: AssetBalance[]) => ({
  type,
  usdt_value: '0',
  balances,
});

const WALLETS: WalletList = {
  total_usdt: '0',
  accounts: [
    account('spot', [
      bal(3, 'USDT', '100.1', '100.1', '0.1'),
      bal(1, 'BTC', '0.00001', '0.65'),
      bal(2, 'ETH', '0', '0'),
    ]),
    account('options', [bal(3, 'USDT', '0.2', '0.2'), bal(9, 'ZZZ', '5', null)]),
    account('contract', [bal(2, 'ETH', '0.1', '320')]),
    account('trust', []),
  ],
};

describe('holdingsOf', () => {
  const holdings = holdingsOf(WALLETS);

  it('adds each coin up across accounts, exactly, and skips coins held nowhere', () => {
    const usdt = holdings.find((h) => h.symbol === 'USDT')!;
    expect([usdt.total, usdt.usdt_value]).toEqual(['100.3', '100.3']);
    expect(usdt.accounts.map((a) => [a.type, a.total, a.frozen])).toEqual([
      ['spot', '100.1', '0.1'],
      ['options', '0.2', '0'],
    ]);
    // ETH: zero in spot, held in contract only.
    expect(holdings.find((h) => h.symbol === 'ETH')!.accounts.map((a) => a.type)).toEqual([
      'contract',
    ]);
  });

  it('sorts by value in USDT, the unvalued last', () => {
    expect(holdings.map((h) => h.symbol)).toEqual(['ETH', 'USDT', 'BTC', 'ZZZ']);
    expect(holdings.at(-1)!.usdt_value).toBeNull();
  });
});

describe('filterHoldings', () => {
  const holdings = holdingsOf(WALLETS);
  const symbols = (query: string, hideSmall: boolean) =>
    filterHoldings(holdings, { query, hideSmall }).map((h) => h.symbol);

  it('hides balances under 1 USDT, never the unvalued', () => {
    expect(isSmallBalance(holdings.find((h) => h.symbol === 'BTC')!)).toBe(true);
    expect(symbols('', true)).toEqual(['ETH', 'USDT', 'ZZZ']);
    expect(symbols('', false)).toHaveLength(4);
  });

  it('finds by symbol or name, in any case, ignoring spaces around', () => {
    expect(symbols(' eth ', false)).toEqual(['ETH']);
    expect(symbols('COIN', false)).toHaveLength(4);
    expect(symbols('btc', true)).toEqual([]);
    expect(symbols('nothing', false)).toEqual([]);
  });
});
