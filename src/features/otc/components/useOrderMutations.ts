import { useQueryClient } from '@tanstack/react-query';
import {
  getOtcMyTradeDetailQueryKey,
  getOtcMyTradeOrderListQueryKey,
  getOtcOrderDetailQueryKey,
} from '../../../api/generated/endpoints/otc/otc';
import type { OtcOrder } from '../../../api/generated/model';

/** After an action on an order: show its new state at once, and refresh the lists that hold it. */
export function useOrderChanged() {
  const queryClient = useQueryClient();
  return (order: OtcOrder) => {
    queryClient.setQueryData(getOtcOrderDetailQueryKey({ id: order.id }), order);
    void queryClient.invalidateQueries({ queryKey: getOtcMyTradeOrderListQueryKey() });
    void queryClient.invalidateQueries({ queryKey: getOtcMyTradeDetailQueryKey() });
  };
}
