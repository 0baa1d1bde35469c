// currency/user_currency_list: the user's spot holdings valued in USDT (documented choice: holdings,
// not favourites), each with its USDT pair's 24-hour change.
import type { Deps } from '../../http/context.ts';
import { Money, toDecimalString } from '../../lib/decimal.ts';
import { listCoins } from '../exchange/currencies.ts';
import { USDT_ID } from './coins.ts';
import { listPairs } from './pairs.ts';
import { priceSource } from './prices.ts';
import { tickers } from './quotes.ts';

export async function holdings(deps: Deps, userId: number) {
  const now = deps.clock();
  const [balances, coins, pairs] = await Promise.all([
    deps.ledger.balances(userId),
    listCoins(deps.db),
    listPairs(deps.db),
  ]);
  const usdtPairs = pairs.filter((p) => p.quoteId === USDT_ID);
  const quotes = new Map(tickers(usdtPairs, now).map((t) => [t.base_currency_id, t]));
  const source = priceSource();
  const rows = balances
    .filter((b) => b.type === 'spot' && new Money(b.available).plus(b.frozen).gt(0))
    .map((b) => {
      const quote = quotes.get(b.currencyId);
      const price = source.supports(b.currencyId) ? source.usdtPrice(b.currencyId, now) : '0';
      const value = new Money(b.available)
        .plus(b.frozen)
        .times(price)
        .toDecimalPlaces(8, Money.ROUND_DOWN);
      return {
        currency_id: b.currencyId,
        currency: coins.find((c) => c.id === b.currencyId)?.symbol ?? '',
        available: toDecimalString(b.available),
        frozen: toDecimalString(b.frozen),
        usdt_price: toDecimalString(price),
        usdt_value: toDecimalString(value),
        pair_id: quote?.pair_id ?? null,
        symbol: quote?.symbol ?? null,
        change: quote?.change ?? null,
      };
    });
  return rows.sort((a, b) => new Money(b.usdt_value).cmp(a.usdt_value));
}
