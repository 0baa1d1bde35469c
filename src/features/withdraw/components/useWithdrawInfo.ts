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
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: getWalletGetInfoQueryKey() }),
      queryClient.invalidateQueries({ queryKey: getChargeMentionLog3QueryKey() }),
    ]);
  return { info, refresh };
}
