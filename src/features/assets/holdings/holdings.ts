// Assets' list of coins held: every account's balance of a coin added up, valued in USDT.
import type { AssetAccountType, AssetBalance, WalletList } from '../../../api/generated/model';
import { parseDecimal } from '../../../lib/decimal';
import { PATHS } from '../../../lib/paths';

/** A coin's page in Assets. */
export const coinPagePath = (currencyId: number) => `${PATHS.assetsCoin}?currency_id=${currencyId}`;

/** Below this value in USDT a holding is dust, hidden by the "hide small balances" switch. */
export const SMALL_BALANCE_USDT = 1;

export interface Holding {
  currency_id: number;
  symbol: string;
  name: string;
  decimals: number;
  icon_url: string | null;
  /** All accounts together (available plus frozen), as a decimal string. */
  total: string;
  /** The total in USDT, or null when the coin has no market to value it. */
  usdt_value: string | null;
  /** Each account holding some of it, in the accounts' order. */
  accounts: { type: AssetAccountType; total: string; available: string; frozen: string }[];
}

interface AccountPart {
  type: AssetAccountType;
  balance: AssetBalance;
}

const sum = (values: (string | null | undefined)[]) =>
  values.reduce((acc, v) => acc.plus(parseDecimal(v) ?? 0), parseDecimal('0')!);

/** Coins with a balance in any account, the most valuable first (unvalued ones last, by symbol). */
export function holdingsOf(wallets: WalletList): Holding[] {
  const byCoin = new Map<number, { coin: AssetBalance; parts: AccountPart[] }>();
  for (const account of wallets.accounts) {
    for (const balance of account.balances) {
      if (parseDecimal(balance.total)?.isZero() ?? true) continue;
      const entry = byCoin.get(balance.currency_id) ?? { coin: balance, parts: [] };
      entry.parts.push({ type: account.type, balance });
      byCoin.set(balance.currency_id, entry);
    }
  }
  return [...byCoin.values()]
    .map(({ coin, parts }) => ({
      currency_id: coin.currency_id,
      symbol: coin.symbol,
      name: coin.name,
      decimals: coin.decimals,
      icon_url: coin.icon_url ?? null,
      total: sum(parts.map((p) => p.balance.total)).toFixed(),
      // Each balance comes valued by the server; a coin without a market has no value anywhere.
      usdt_value: parts.some((p) => p.balance.usdt_value === null)
        ? null
        : sum(parts.map((p) => p.balance.usdt_value)).toFixed(),
      accounts: parts.map(({ type, balance }) => ({
        type,
        total: balance.total,
        available: balance.available,
        frozen: balance.frozen,
      })),
    }))
    .sort(byValueThenSymbol);
}

function byValueThenSymbol(a: Holding, b: Holding): number {
  const va = parseDecimal(a.usdt_value);
  const vb = parseDecimal(b.usdt_value);
  if (va && vb && !va.equals(vb)) return vb.comparedTo(va);
  if (va && !vb) return -1;
  if (!va && vb) return 1;
  return a.symbol.localeCompare(b.symbol, 'en');
}

/** Whether a holding is dust: valued, and worth less than 1 USDT. Unvalued coins always show. */
export function isSmallBalance(holding: Holding): boolean {
  const value = parseDecimal(holding.usdt_value);
  return value !== null && value.lessThan(SMALL_BALANCE_USDT);
}

/** The holdings a search (symbol or name, any case) and the dust switch leave. */
export function filterHoldings(
  holdings: readonly Holding[],
  { query, hideSmall }: { query: string; hideSmall: boolean },
): Holding[] {
  const needle = query.trim().toLocaleLowerCase();
  return holdings.filter(
    (h) =>
      !(hideSmall && isSmallBalance(h)) &&
      (needle === '' ||
        h.symbol.toLocaleLowerCase().includes(needle) ||
        h.name.toLocaleLowerCase().includes(needle)),
  );
}
