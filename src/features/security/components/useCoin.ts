import { useWalletAddressCoins } from '../../../api/generated/endpoints/security/security';

/** The coin (symbol and networks) of a currency id, once the coin list has loaded. */
export function useCoin(currencyId: number | undefined) {
  const coins = useWalletAddressCoins();
  const coin = coins.data?.find((c) => c.currency_id === currencyId);
  return { coins, coin };
}
