import { useQueryClient } from '@tanstack/react-query';
import {
  getCurrencyQuotationNewQueryKey,
  useCurrencyQuotationNew,
} from './generated/endpoints/market/market';
import type { Quotation } from './generated/model';
import { useSocketResync, useSocketTopic } from './useSocket';

/** currency/quotation_new, kept live by the socket's `ticker` topic (same payload). */
export function useLiveQuotes() {
  const client = useQueryClient();
  const query = useCurrencyQuotationNew();
  useSocketTopic('ticker', (frame) => {
    client.setQueryData(getCurrencyQuotationNewQueryKey(), (old: Quotation | undefined) =>
      old ? (frame.data as Quotation) : old,
    );
  });
  useSocketResync([getCurrencyQuotationNewQueryKey()]);
  return query;
}
