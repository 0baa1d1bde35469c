import { useOtcCurrencyList } from '../../../api/generated/endpoints/otc/otc';
import type { OtcCurrency, OtcMarket } from '../../../api/generated/model';

/** The OTC market (coins, legal currency, margin, fee, time limits): it rarely changes. */
export const useOtcMarket = () => useOtcCurrencyList({ query: { staleTime: 5 * 60_000 } });

/** The coin's settings, or a stand-in with the API's decimals when the market lacks it. */
export function coinOf(market: OtcMarket | undefined, currencyId: number, name = ''): OtcCurrency {
  return (
    market?.currencies.find((c) => c.currency_id === currencyId) ?? {
      currency_id: currencyId,
      currency: name,
      decimals: 8,
      reference_price: '0',
    }
  );
}
