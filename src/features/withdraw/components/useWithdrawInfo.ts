import { useQueryClient } from '@tanstack/react-query';
import {
  getChargeMentionLog3QueryKey,
  getWalletGetInfoQueryKey,
  useWalletGetInfo,
} from '../../../api/generated/endpoints/withdraw/withdraw';

/** The withdraw information of one coin, and a refresh after an application. */
export function useWithdrawInfo(currencyId: number) {
  // Balances and gates change elsewhere (operator decisions, KYC, settings): always fresh on arrival.
  const info = useWalletGetInfo(
    { currency_id: currencyId },
    { query: { staleTime: 0, refetchOnMount: 'always' } },
  );
  const queryClient = useQueryClient();
  // The info's key without its body: a POST query's key always holds the body (undefined too),
  // and undefined matches no coin's query.
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: getWalletGetInfoQueryKey().slice(0, 2) }),
      queryClient.invalidateQueries({ queryKey: getChargeMentionLog3QueryKey() }),
    ]);
  return { info, refresh };
}
