// The OTC market (trade/currencyList): the coins traded peer-to-peer with a reference price, the
// legal currency, the margin, the fee and the time limits.
import type { Db } from '../../db/index.ts';
import type { Deps } from '../../http/context.ts';
import { toDecimalString } from '../../lib/decimal.ts';
import { listCoins, type Coin } from '../exchange/currencies.ts';
import { priceSource } from '../market/prices.ts';
import { otcFail } from './errors.ts';
import { otcTerms, type OtcTerms } from './terms.ts';

/** The enabled coins named by `otc.coins`, in the platform's order. */
export async function otcCoins(db: Db, terms: OtcTerms): Promise<Coin[]> {
  return (await listCoins(db)).filter((c) => terms.coins.includes(c.symbol));
}

export async function requireOtcCoin(db: Db, terms: OtcTerms, currencyId: number): Promise<Coin> {
  const coin = (await otcCoins(db, terms)).find((c) => c.id === currencyId);
  if (!coin) throw otcFail.coinUnknown();
  return coin;
}

/** The margin's coin (by symbol; the row's id is what the ledger needs). */
export async function marginCoin(db: Db, terms: OtcTerms): Promise<Coin> {
  const coin = (await listCoins(db)).find((c) => c.symbol === terms.marginCurrency);
  if (!coin)
    throw new Error(`otc.margin_currency ${terms.marginCurrency} is not an enabled currency`);
  return coin;
}

/** The market's last price, a guide for ad prices (the legal currency is priced 1:1 with USDT). */
function referencePrice(coin: Coin, at: Date): string {
  const source = priceSource();
  return source.supports(coin.id) ? toDecimalString(source.usdtPrice(coin.id, at)) : '0';
}

export async function otcMarket(deps: Deps) {
  const terms = await otcTerms(deps.db);
  const now = deps.clock();
  return {
    legal: terms.legal,
    margin_currency: terms.marginCurrency,
    margin_amount: toDecimalString(terms.marginAmount),
    fee_rate: toDecimalString(terms.feeRate),
    pay_minutes: terms.payMinutes,
    confirm_minutes: terms.confirmMinutes,
    order_min_amount: toDecimalString(terms.orderMinAmount),
    order_max_amount: toDecimalString(terms.orderMaxAmount),
    currencies: (await otcCoins(deps.db, terms)).map((coin) => ({
      currency_id: coin.id,
      currency: coin.symbol,
      decimals: coin.decimals,
      reference_price: referencePrice(coin, now),
    })),
  };
}
