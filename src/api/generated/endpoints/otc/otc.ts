import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  DataTag,
  DefinedInitialDataOptions,
  DefinedUseQueryResult,
  MutationFunction,
  QueryClient,
  QueryFunction,
  QueryKey,
  UndefinedInitialDataOptions,
  UseMutationOptions,
  UseMutationResult,
  UseQueryOptions,
  UseQueryResult,
} from '@tanstack/react-query';

import type {
  EmptyOkResponse,
  ErrorResponse,
  OtcAdOk,
  OtcAdPageOk,
  OtcAgentParams,
  OtcAppealBody,
  OtcCancelTradeBody,
  OtcCancelTradeOrderBody,
  OtcConfirmBody,
  OtcMarginOk,
  OtcMarginRecordPageOk,
  OtcMarketOk,
  OtcMyAdDetailOk,
  OtcMyTradeDetailParams,
  OtcMyTradeEditBody,
  OtcMyTradeListParams,
  OtcMyTradeOrderListParams,
  OtcOrderDetailParams,
  OtcOrderOk,
  OtcOrderPageOk,
  OtcPayBody,
  OtcPublishBody,
  OtcTradeBody,
  OtcTradeListParams,
  OtcTraderProfileOk,
  OtcTransferRecordParams,
  OtcUpdateShowBody,
} from '../../model';

import { apiCall } from '../../../http';

type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];

const withQueryKey = <T extends object, K>(query: T, queryKey: K): T & { queryKey: K } => {
  const result = { queryKey } as T & { queryKey: K };
  for (const key of Object.keys(query)) {
    // The explicit queryKey always wins, matching the previous
    // `{ ...query, queryKey }` spread where it was set last.
    if (key === 'queryKey') continue;
    Object.defineProperty(result, key, {
      enumerable: true,
      configurable: true,
      get: () => (query as Record<string, unknown>)[key],
    });
  }
  return result;
};

/**
 * @summary The OTC market: coins, legal currency, margin, fee and time limits.
 */
export const otcCurrencyList = (
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  return apiCall<OtcMarketOk>({ url: `/trade/currencyList`, method: 'GET', signal }, options);
};

export const getOtcCurrencyListQueryKey = () => {
  return [`/trade/currencyList`] as const;
};

export const getOtcCurrencyListQueryOptions = <
  TData = Awaited<ReturnType<typeof otcCurrencyList>>,
  TError = ErrorResponse,
>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof otcCurrencyList>>, TError, TData>>;
  request?: SecondParameter<typeof apiCall>;
}) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getOtcCurrencyListQueryKey();

  const queryFn: QueryFunction<Awaited<ReturnType<typeof otcCurrencyList>>> = ({ signal }) =>
    otcCurrencyList(requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof otcCurrencyList>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type OtcCurrencyListQueryResult = NonNullable<Awaited<ReturnType<typeof otcCurrencyList>>>;
export type OtcCurrencyListQueryError = ErrorResponse;

export function useOtcCurrencyList<
  TData = Awaited<ReturnType<typeof otcCurrencyList>>,
  TError = ErrorResponse,
>(
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof otcCurrencyList>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof otcCurrencyList>>,
          TError,
          Awaited<ReturnType<typeof otcCurrencyList>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useOtcCurrencyList<
  TData = Awaited<ReturnType<typeof otcCurrencyList>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof otcCurrencyList>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof otcCurrencyList>>,
          TError,
          Awaited<ReturnType<typeof otcCurrencyList>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useOtcCurrencyList<
  TData = Awaited<ReturnType<typeof otcCurrencyList>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof otcCurrencyList>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary The OTC market: coins, legal currency, margin, fee and time limits.
 */

export function useOtcCurrencyList<
  TData = Awaited<ReturnType<typeof otcCurrencyList>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof otcCurrencyList>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getOtcCurrencyListQueryOptions(options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * Ads whose remaining quantity still allows the minimum order. `side` is the advertiser's: the app's
 * "Buy" tab lists `sell` ads (cheapest first), its "Sell" tab `buy` ads (dearest first). The user's
 * own ads are included with `mine: true`.
 * @summary Online ads of one side and coin, best price first.
 */
export const otcTradeList = (
  params: OtcTradeListParams,
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  return apiCall<OtcAdPageOk>({ url: `/trade/tradeList`, method: 'GET', params, signal }, options);
};

export const getOtcTradeListQueryKey = (params?: OtcTradeListParams) => {
  return [`/trade/tradeList`, ...(params ? [params] : [])] as const;
};

export const getOtcTradeListQueryOptions = <
  TData = Awaited<ReturnType<typeof otcTradeList>>,
  TError = ErrorResponse,
>(
  params: OtcTradeListParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof otcTradeList>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getOtcTradeListQueryKey(params);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof otcTradeList>>> = ({ signal }) =>
    otcTradeList(params, requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof otcTradeList>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type OtcTradeListQueryResult = NonNullable<Awaited<ReturnType<typeof otcTradeList>>>;
export type OtcTradeListQueryError = ErrorResponse;

export function useOtcTradeList<
  TData = Awaited<ReturnType<typeof otcTradeList>>,
  TError = ErrorResponse,
>(
  params: OtcTradeListParams,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof otcTradeList>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof otcTradeList>>,
          TError,
          Awaited<ReturnType<typeof otcTradeList>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useOtcTradeList<
  TData = Awaited<ReturnType<typeof otcTradeList>>,
  TError = ErrorResponse,
>(
  params: OtcTradeListParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof otcTradeList>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof otcTradeList>>,
          TError,
          Awaited<ReturnType<typeof otcTradeList>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useOtcTradeList<
  TData = Awaited<ReturnType<typeof otcTradeList>>,
  TError = ErrorResponse,
>(
  params: OtcTradeListParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof otcTradeList>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Online ads of one side and coin, best price first.
 */

export function useOtcTradeList<
  TData = Awaited<ReturnType<typeof otcTradeList>>,
  TError = ErrorResponse,
>(
  params: OtcTradeListParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof otcTradeList>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getOtcTradeListQueryOptions(params, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * Completed orders, completion rate and mean release time, never contact or payment details.
 * Without `user_id`, the user's own. An unknown user answers 404.
 * @summary A trader's public profile and online ads.
 */
export const otcAgent = (
  params?: OtcAgentParams,
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  return apiCall<OtcTraderProfileOk>(
    { url: `/trade/agent`, method: 'GET', params, signal },
    options,
  );
};

export const getOtcAgentQueryKey = (params?: OtcAgentParams) => {
  return [`/trade/agent`, ...(params ? [params] : [])] as const;
};

export const getOtcAgentQueryOptions = <
  TData = Awaited<ReturnType<typeof otcAgent>>,
  TError = ErrorResponse,
>(
  params?: OtcAgentParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof otcAgent>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getOtcAgentQueryKey(params);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof otcAgent>>> = ({ signal }) =>
    otcAgent(params, requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof otcAgent>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type OtcAgentQueryResult = NonNullable<Awaited<ReturnType<typeof otcAgent>>>;
export type OtcAgentQueryError = ErrorResponse;

export function useOtcAgent<TData = Awaited<ReturnType<typeof otcAgent>>, TError = ErrorResponse>(
  params: undefined | OtcAgentParams,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof otcAgent>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof otcAgent>>,
          TError,
          Awaited<ReturnType<typeof otcAgent>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useOtcAgent<TData = Awaited<ReturnType<typeof otcAgent>>, TError = ErrorResponse>(
  params?: OtcAgentParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof otcAgent>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof otcAgent>>,
          TError,
          Awaited<ReturnType<typeof otcAgent>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useOtcAgent<TData = Awaited<ReturnType<typeof otcAgent>>, TError = ErrorResponse>(
  params?: OtcAgentParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof otcAgent>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary A trader's public profile and online ads.
 */

export function useOtcAgent<TData = Awaited<ReturnType<typeof otcAgent>>, TError = ErrorResponse>(
  params?: OtcAgentParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof otcAgent>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getOtcAgentQueryOptions(params, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * @summary The user's OTC margin: required, paid, and whether it can be refunded.
 */
export const otcBail = (options?: SecondParameter<typeof apiCall>, signal?: AbortSignal) => {
  return apiCall<OtcMarginOk>({ url: `/trade/bail`, method: 'GET', signal }, options);
};

export const getOtcBailQueryKey = () => {
  return [`/trade/bail`] as const;
};

export const getOtcBailQueryOptions = <
  TData = Awaited<ReturnType<typeof otcBail>>,
  TError = ErrorResponse,
>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof otcBail>>, TError, TData>>;
  request?: SecondParameter<typeof apiCall>;
}) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getOtcBailQueryKey();

  const queryFn: QueryFunction<Awaited<ReturnType<typeof otcBail>>> = ({ signal }) =>
    otcBail(requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof otcBail>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type OtcBailQueryResult = NonNullable<Awaited<ReturnType<typeof otcBail>>>;
export type OtcBailQueryError = ErrorResponse;

export function useOtcBail<TData = Awaited<ReturnType<typeof otcBail>>, TError = ErrorResponse>(
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof otcBail>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof otcBail>>,
          TError,
          Awaited<ReturnType<typeof otcBail>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useOtcBail<TData = Awaited<ReturnType<typeof otcBail>>, TError = ErrorResponse>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof otcBail>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof otcBail>>,
          TError,
          Awaited<ReturnType<typeof otcBail>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useOtcBail<TData = Awaited<ReturnType<typeof otcBail>>, TError = ErrorResponse>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof otcBail>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary The user's OTC margin: required, paid, and whether it can be refunded.
 */

export function useOtcBail<TData = Awaited<ReturnType<typeof otcBail>>, TError = ErrorResponse>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof otcBail>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getOtcBailQueryOptions(options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * Needs basic KYC (403, code 2520 "Please complete KYC Verification first"). Already paid answers
 * 409 (code 2502); a spot balance below the margin answers 422 (code 2517 "Insufficient balance").
 * @summary Pay the margin: it is frozen in the spot account.
 */
export const otcTransfer = (options?: SecondParameter<typeof apiCall>, signal?: AbortSignal) => {
  return apiCall<OtcMarginOk>({ url: `/trade/transfer`, method: 'POST', signal }, options);
};

export const getOtcTransferMutationKey = () => ['otcTransfer'] as const;

export const getOtcTransferMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof otcTransfer>>, TError, void, TContext>;
  request?: SecondParameter<typeof apiCall>;
}): UseMutationOptions<Awaited<ReturnType<typeof otcTransfer>>, TError, void, TContext> => {
  const mutationKey = getOtcTransferMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<Awaited<ReturnType<typeof otcTransfer>>, void> = () => {
    return otcTransfer(requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type OtcTransferMutationResult = NonNullable<Awaited<ReturnType<typeof otcTransfer>>>;

export type OtcTransferMutationError = ErrorResponse;

/**
 * @summary Pay the margin: it is frozen in the spot account.
 */
export const useOtcTransfer = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<Awaited<ReturnType<typeof otcTransfer>>, TError, void, TContext>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<Awaited<ReturnType<typeof otcTransfer>>, TError, void, TContext> => {
  return useMutation(getOtcTransferMutationOptions(options), queryClient);
};
/**
 * Only once the user stops advertising: with online ads or open orders on their ads it answers 409
 * (code 2503). Not paid answers 409 (code 2501).
 * @summary Refund the margin: it is unfrozen.
 */
export const otcRefund = (options?: SecondParameter<typeof apiCall>, signal?: AbortSignal) => {
  return apiCall<OtcMarginOk>({ url: `/trade/refund`, method: 'POST', signal }, options);
};

export const getOtcRefundMutationKey = () => ['otcRefund'] as const;

export const getOtcRefundMutationOptions = <TError = ErrorResponse, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof otcRefund>>, TError, void, TContext>;
  request?: SecondParameter<typeof apiCall>;
}): UseMutationOptions<Awaited<ReturnType<typeof otcRefund>>, TError, void, TContext> => {
  const mutationKey = getOtcRefundMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<Awaited<ReturnType<typeof otcRefund>>, void> = () => {
    return otcRefund(requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type OtcRefundMutationResult = NonNullable<Awaited<ReturnType<typeof otcRefund>>>;

export type OtcRefundMutationError = ErrorResponse;

/**
 * @summary Refund the margin: it is unfrozen.
 */
export const useOtcRefund = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<Awaited<ReturnType<typeof otcRefund>>, TError, void, TContext>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<Awaited<ReturnType<typeof otcRefund>>, TError, void, TContext> => {
  return useMutation(getOtcRefundMutationOptions(options), queryClient);
};
/**
 * @summary Margin payments and refunds, newest first.
 */
export const otcTransferRecord = (
  params?: OtcTransferRecordParams,
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  return apiCall<OtcMarginRecordPageOk>(
    { url: `/trade/transferRecord`, method: 'GET', params, signal },
    options,
  );
};

export const getOtcTransferRecordQueryKey = (params?: OtcTransferRecordParams) => {
  return [`/trade/transferRecord`, ...(params ? [params] : [])] as const;
};

export const getOtcTransferRecordQueryOptions = <
  TData = Awaited<ReturnType<typeof otcTransferRecord>>,
  TError = ErrorResponse,
>(
  params?: OtcTransferRecordParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof otcTransferRecord>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getOtcTransferRecordQueryKey(params);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof otcTransferRecord>>> = ({ signal }) =>
    otcTransferRecord(params, requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof otcTransferRecord>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type OtcTransferRecordQueryResult = NonNullable<
  Awaited<ReturnType<typeof otcTransferRecord>>
>;
export type OtcTransferRecordQueryError = ErrorResponse;

export function useOtcTransferRecord<
  TData = Awaited<ReturnType<typeof otcTransferRecord>>,
  TError = ErrorResponse,
>(
  params: undefined | OtcTransferRecordParams,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof otcTransferRecord>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof otcTransferRecord>>,
          TError,
          Awaited<ReturnType<typeof otcTransferRecord>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useOtcTransferRecord<
  TData = Awaited<ReturnType<typeof otcTransferRecord>>,
  TError = ErrorResponse,
>(
  params?: OtcTransferRecordParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof otcTransferRecord>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof otcTransferRecord>>,
          TError,
          Awaited<ReturnType<typeof otcTransferRecord>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useOtcTransferRecord<
  TData = Awaited<ReturnType<typeof otcTransferRecord>>,
  TError = ErrorResponse,
>(
  params?: OtcTransferRecordParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof otcTransferRecord>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Margin payments and refunds, newest first.
 */

export function useOtcTransferRecord<
  TData = Awaited<ReturnType<typeof otcTransferRecord>>,
  TError = ErrorResponse,
>(
  params?: OtcTransferRecordParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof otcTransferRecord>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getOtcTransferRecordQueryOptions(params, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * Needs basic KYC (403, code 2520) and a paid margin (409, code 2501 "Please pay the margin before
 * publishing"), and is refused while an operator has suspended the merchant (403, code 2521). A sell ad needs each of `pay_kinds` bound (422, code 2504) and freezes `quantity` of
 * the coin in the spot account (422, code 2517 when the balance is short). `min_amount` must not
 * exceed `max_amount` nor the ad's worth `price x quantity` (422, code 2505), and both must lie within the
 * platform's order limits (settings `otc.order_min_amount` and `otc.order_max_amount`; 422, code 2531).
 * @summary Publish an ad to buy or sell a coin.
 */
export const otcPublish = (
  otcPublishBody: OtcPublishBody,
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  formUrlEncoded.append(`side`, otcPublishBody.side);
  formUrlEncoded.append(`currency_id`, otcPublishBody.currency_id.toString());

  formUrlEncoded.append(`price`, otcPublishBody.price);
  formUrlEncoded.append(`quantity`, otcPublishBody.quantity);
  formUrlEncoded.append(`min_amount`, otcPublishBody.min_amount);
  formUrlEncoded.append(`max_amount`, otcPublishBody.max_amount);
  formUrlEncoded.append(`pay_kinds`, otcPublishBody.pay_kinds);
  if (otcPublishBody.remark !== undefined) {
    formUrlEncoded.append(`remark`, otcPublishBody.remark);
  }

  return apiCall<OtcAdOk>(
    {
      url: `/trade/publish`,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getOtcPublishMutationKey = () => ['otcPublish'] as const;

export const getOtcPublishMutationOptions = <TError = ErrorResponse, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof otcPublish>>,
    TError,
    OtcPublishMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof apiCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof otcPublish>>,
  TError,
  OtcPublishMutationVariables,
  TContext
> => {
  const mutationKey = getOtcPublishMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof otcPublish>>,
    OtcPublishMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return otcPublish(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type OtcPublishMutationResult = NonNullable<Awaited<ReturnType<typeof otcPublish>>>;
export type OtcPublishMutationBody = OtcPublishBody;
export type OtcPublishMutationError = ErrorResponse;
export type OtcPublishMutationVariables = { data: OtcPublishBody };

/**
 * @summary Publish an ad to buy or sell a coin.
 */
export const useOtcPublish = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof otcPublish>>,
      TError,
      OtcPublishMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof otcPublish>>,
  TError,
  OtcPublishMutationVariables,
  TContext
> => {
  return useMutation(getOtcPublishMutationOptions(options), queryClient);
};
/**
 * @summary The user's own ads (my posts), newest first; deleted ones are left out.
 */
export const otcMyTradeList = (
  params?: OtcMyTradeListParams,
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  return apiCall<OtcAdPageOk>(
    { url: `/trade/myTradeList`, method: 'GET', params, signal },
    options,
  );
};

export const getOtcMyTradeListQueryKey = (params?: OtcMyTradeListParams) => {
  return [`/trade/myTradeList`, ...(params ? [params] : [])] as const;
};

export const getOtcMyTradeListQueryOptions = <
  TData = Awaited<ReturnType<typeof otcMyTradeList>>,
  TError = ErrorResponse,
>(
  params?: OtcMyTradeListParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof otcMyTradeList>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getOtcMyTradeListQueryKey(params);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof otcMyTradeList>>> = ({ signal }) =>
    otcMyTradeList(params, requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof otcMyTradeList>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type OtcMyTradeListQueryResult = NonNullable<Awaited<ReturnType<typeof otcMyTradeList>>>;
export type OtcMyTradeListQueryError = ErrorResponse;

export function useOtcMyTradeList<
  TData = Awaited<ReturnType<typeof otcMyTradeList>>,
  TError = ErrorResponse,
>(
  params: undefined | OtcMyTradeListParams,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof otcMyTradeList>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof otcMyTradeList>>,
          TError,
          Awaited<ReturnType<typeof otcMyTradeList>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useOtcMyTradeList<
  TData = Awaited<ReturnType<typeof otcMyTradeList>>,
  TError = ErrorResponse,
>(
  params?: OtcMyTradeListParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof otcMyTradeList>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof otcMyTradeList>>,
          TError,
          Awaited<ReturnType<typeof otcMyTradeList>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useOtcMyTradeList<
  TData = Awaited<ReturnType<typeof otcMyTradeList>>,
  TError = ErrorResponse,
>(
  params?: OtcMyTradeListParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof otcMyTradeList>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary The user's own ads (my posts), newest first; deleted ones are left out.
 */

export function useOtcMyTradeList<
  TData = Awaited<ReturnType<typeof otcMyTradeList>>,
  TError = ErrorResponse,
>(
  params?: OtcMyTradeListParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof otcMyTradeList>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getOtcMyTradeListQueryOptions(params, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * Another user's ad answers 404.
 * @summary One of the user's ads with its orders.
 */
export const otcMyTradeDetail = (
  params: OtcMyTradeDetailParams,
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  return apiCall<OtcMyAdDetailOk>(
    { url: `/trade/myTradeDetail`, method: 'GET', params, signal },
    options,
  );
};

export const getOtcMyTradeDetailQueryKey = (params?: OtcMyTradeDetailParams) => {
  return [`/trade/myTradeDetail`, ...(params ? [params] : [])] as const;
};

export const getOtcMyTradeDetailQueryOptions = <
  TData = Awaited<ReturnType<typeof otcMyTradeDetail>>,
  TError = ErrorResponse,
>(
  params: OtcMyTradeDetailParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof otcMyTradeDetail>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getOtcMyTradeDetailQueryKey(params);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof otcMyTradeDetail>>> = ({ signal }) =>
    otcMyTradeDetail(params, requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof otcMyTradeDetail>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type OtcMyTradeDetailQueryResult = NonNullable<Awaited<ReturnType<typeof otcMyTradeDetail>>>;
export type OtcMyTradeDetailQueryError = ErrorResponse;

export function useOtcMyTradeDetail<
  TData = Awaited<ReturnType<typeof otcMyTradeDetail>>,
  TError = ErrorResponse,
>(
  params: OtcMyTradeDetailParams,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof otcMyTradeDetail>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof otcMyTradeDetail>>,
          TError,
          Awaited<ReturnType<typeof otcMyTradeDetail>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useOtcMyTradeDetail<
  TData = Awaited<ReturnType<typeof otcMyTradeDetail>>,
  TError = ErrorResponse,
>(
  params: OtcMyTradeDetailParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof otcMyTradeDetail>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof otcMyTradeDetail>>,
          TError,
          Awaited<ReturnType<typeof otcMyTradeDetail>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useOtcMyTradeDetail<
  TData = Awaited<ReturnType<typeof otcMyTradeDetail>>,
  TError = ErrorResponse,
>(
  params: OtcMyTradeDetailParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof otcMyTradeDetail>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary One of the user's ads with its orders.
 */

export function useOtcMyTradeDetail<
  TData = Awaited<ReturnType<typeof otcMyTradeDetail>>,
  TError = ErrorResponse,
>(
  params: OtcMyTradeDetailParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof otcMyTradeDetail>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getOtcMyTradeDetailQueryOptions(params, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * Online ads answer 409 (code 2514 "Take the ad offline before editing it"); ads with open orders 409
 * (code 2513). The limits must lie within the platform's order limits (422, code 2531). The new
 * quantity may not be below what was already traded (422, code 2505); for a sell
 * ad the frozen coins follow the new remaining quantity (422, code 2517 when the balance is short).
 * @summary Edit an offline ad.
 */
export const otcMyTradeEdit = (
  otcMyTradeEditBody: OtcMyTradeEditBody,
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  formUrlEncoded.append(`id`, otcMyTradeEditBody.id.toString());

  formUrlEncoded.append(`price`, otcMyTradeEditBody.price);
  formUrlEncoded.append(`quantity`, otcMyTradeEditBody.quantity);
  formUrlEncoded.append(`min_amount`, otcMyTradeEditBody.min_amount);
  formUrlEncoded.append(`max_amount`, otcMyTradeEditBody.max_amount);
  formUrlEncoded.append(`pay_kinds`, otcMyTradeEditBody.pay_kinds);
  if (otcMyTradeEditBody.remark !== undefined) {
    formUrlEncoded.append(`remark`, otcMyTradeEditBody.remark);
  }

  return apiCall<OtcAdOk>(
    {
      url: `/trade/myTradeEdit`,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getOtcMyTradeEditMutationKey = () => ['otcMyTradeEdit'] as const;

export const getOtcMyTradeEditMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof otcMyTradeEdit>>,
    TError,
    OtcMyTradeEditMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof apiCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof otcMyTradeEdit>>,
  TError,
  OtcMyTradeEditMutationVariables,
  TContext
> => {
  const mutationKey = getOtcMyTradeEditMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof otcMyTradeEdit>>,
    OtcMyTradeEditMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return otcMyTradeEdit(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type OtcMyTradeEditMutationResult = NonNullable<Awaited<ReturnType<typeof otcMyTradeEdit>>>;
export type OtcMyTradeEditMutationBody = OtcMyTradeEditBody;
export type OtcMyTradeEditMutationError = ErrorResponse;
export type OtcMyTradeEditMutationVariables = { data: OtcMyTradeEditBody };

/**
 * @summary Edit an offline ad.
 */
export const useOtcMyTradeEdit = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof otcMyTradeEdit>>,
      TError,
      OtcMyTradeEditMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof otcMyTradeEdit>>,
  TError,
  OtcMyTradeEditMutationVariables,
  TContext
> => {
  return useMutation(getOtcMyTradeEditMutationOptions(options), queryClient);
};
/**
 * Publishing again needs KYC and the margin and no suspension (403, code 2521), and limits within the
 * platform's order limits (422, code 2531, when an operator has narrowed them since), like `publish`. An
 * unpublished ad keeps its open orders running; it is only hidden from the list. A merchant's
 * suspension takes all their ads offline at once.
 * @summary Publish (show=1) or unpublish (show=0) one of the user's ads.
 */
export const otcUpdateShow = (
  otcUpdateShowBody: OtcUpdateShowBody,
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  formUrlEncoded.append(`id`, otcUpdateShowBody.id.toString());
  formUrlEncoded.append(`show`, otcUpdateShowBody.show.toString());

  return apiCall<OtcAdOk>(
    {
      url: `/trade/updateShow`,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getOtcUpdateShowMutationKey = () => ['otcUpdateShow'] as const;

export const getOtcUpdateShowMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof otcUpdateShow>>,
    TError,
    OtcUpdateShowMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof apiCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof otcUpdateShow>>,
  TError,
  OtcUpdateShowMutationVariables,
  TContext
> => {
  const mutationKey = getOtcUpdateShowMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof otcUpdateShow>>,
    OtcUpdateShowMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return otcUpdateShow(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type OtcUpdateShowMutationResult = NonNullable<Awaited<ReturnType<typeof otcUpdateShow>>>;
export type OtcUpdateShowMutationBody = OtcUpdateShowBody;
export type OtcUpdateShowMutationError = ErrorResponse;
export type OtcUpdateShowMutationVariables = { data: OtcUpdateShowBody };

/**
 * @summary Publish (show=1) or unpublish (show=0) one of the user's ads.
 */
export const useOtcUpdateShow = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof otcUpdateShow>>,
      TError,
      OtcUpdateShowMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof otcUpdateShow>>,
  TError,
  OtcUpdateShowMutationVariables,
  TContext
> => {
  return useMutation(getOtcUpdateShowMutationOptions(options), queryClient);
};
/**
 * With open orders it answers 409 (code 2513 "The ad has open orders").
 * @summary Delete one of the user's ads; a sell ad's remaining coins are unfrozen.
 */
export const otcCancelTrade = (
  otcCancelTradeBody: OtcCancelTradeBody,
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  formUrlEncoded.append(`id`, otcCancelTradeBody.id.toString());

  return apiCall<EmptyOkResponse>(
    {
      url: `/trade/cancelTrade`,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getOtcCancelTradeMutationKey = () => ['otcCancelTrade'] as const;

export const getOtcCancelTradeMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof otcCancelTrade>>,
    TError,
    OtcCancelTradeMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof apiCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof otcCancelTrade>>,
  TError,
  OtcCancelTradeMutationVariables,
  TContext
> => {
  const mutationKey = getOtcCancelTradeMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof otcCancelTrade>>,
    OtcCancelTradeMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return otcCancelTrade(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type OtcCancelTradeMutationResult = NonNullable<Awaited<ReturnType<typeof otcCancelTrade>>>;
export type OtcCancelTradeMutationBody = OtcCancelTradeBody;
export type OtcCancelTradeMutationError = ErrorResponse;
export type OtcCancelTradeMutationVariables = { data: OtcCancelTradeBody };

/**
 * @summary Delete one of the user's ads; a sell ad's remaining coins are unfrozen.
 */
export const useOtcCancelTrade = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof otcCancelTrade>>,
      TError,
      OtcCancelTradeMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof otcCancelTrade>>,
  TError,
  OtcCancelTradeMutationVariables,
  TContext
> => {
  return useMutation(getOtcCancelTradeMutationOptions(options), queryClient);
};
/**
 * One of `amount` or `quantity` is required (422, code 2530 "Please enter the amount or quantity").
 * Refused without basic KYC (403, code 2520), on the user's own ad (403, code 2507), on an ad not
 * online (409, code 2508), outside the ad's limits narrowed by the platform's order limits (422, code
 * 2509, which names the limits that apply) or beyond its remaining quantity
 * (422, code 2510). Taking a buy ad sells the user's coins: they must have one of the ad's payment
 * methods bound to receive the money (422, code 2504) and the quantity is frozen (422, code 2517 when
 * short). The order is to be paid within `pay_minutes`, otherwise it is cancelled and the coins go back.
 * @summary Place an order on an ad, by amount (legal currency) or by quantity (coin).
 */
export const otcTrade = (
  otcTradeBody: OtcTradeBody,
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  formUrlEncoded.append(`ad_id`, otcTradeBody.ad_id.toString());
  if (otcTradeBody.amount !== undefined) {
    formUrlEncoded.append(`amount`, otcTradeBody.amount);
  }
  if (otcTradeBody.quantity !== undefined) {
    formUrlEncoded.append(`quantity`, otcTradeBody.quantity);
  }

  return apiCall<OtcOrderOk>(
    {
      url: `/trade/trade`,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getOtcTradeMutationKey = () => ['otcTrade'] as const;

export const getOtcTradeMutationOptions = <TError = ErrorResponse, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof otcTrade>>,
    TError,
    OtcTradeMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof apiCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof otcTrade>>,
  TError,
  OtcTradeMutationVariables,
  TContext
> => {
  const mutationKey = getOtcTradeMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof otcTrade>>,
    OtcTradeMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return otcTrade(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type OtcTradeMutationResult = NonNullable<Awaited<ReturnType<typeof otcTrade>>>;
export type OtcTradeMutationBody = OtcTradeBody;
export type OtcTradeMutationError = ErrorResponse;
export type OtcTradeMutationVariables = { data: OtcTradeBody };

/**
 * @summary Place an order on an ad, by amount (legal currency) or by quantity (coin).
 */
export const useOtcTrade = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof otcTrade>>,
      TError,
      OtcTradeMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof otcTrade>>,
  TError,
  OtcTradeMutationVariables,
  TContext
> => {
  return useMutation(getOtcTradeMutationOptions(options), queryClient);
};
/**
 * @summary The user's orders as buyer or seller, by tab, newest first.
 */
export const otcMyTradeOrderList = (
  params: OtcMyTradeOrderListParams,
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  return apiCall<OtcOrderPageOk>(
    { url: `/trade/myTradeOrderList`, method: 'GET', params, signal },
    options,
  );
};

export const getOtcMyTradeOrderListQueryKey = (params?: OtcMyTradeOrderListParams) => {
  return [`/trade/myTradeOrderList`, ...(params ? [params] : [])] as const;
};

export const getOtcMyTradeOrderListQueryOptions = <
  TData = Awaited<ReturnType<typeof otcMyTradeOrderList>>,
  TError = ErrorResponse,
>(
  params: OtcMyTradeOrderListParams,
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof otcMyTradeOrderList>>, TError, TData>
    >;
    request?: SecondParameter<typeof apiCall>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getOtcMyTradeOrderListQueryKey(params);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof otcMyTradeOrderList>>> = ({ signal }) =>
    otcMyTradeOrderList(params, requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof otcMyTradeOrderList>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type OtcMyTradeOrderListQueryResult = NonNullable<
  Awaited<ReturnType<typeof otcMyTradeOrderList>>
>;
export type OtcMyTradeOrderListQueryError = ErrorResponse;

export function useOtcMyTradeOrderList<
  TData = Awaited<ReturnType<typeof otcMyTradeOrderList>>,
  TError = ErrorResponse,
>(
  params: OtcMyTradeOrderListParams,
  options: {
    query: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof otcMyTradeOrderList>>, TError, TData>
    > &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof otcMyTradeOrderList>>,
          TError,
          Awaited<ReturnType<typeof otcMyTradeOrderList>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useOtcMyTradeOrderList<
  TData = Awaited<ReturnType<typeof otcMyTradeOrderList>>,
  TError = ErrorResponse,
>(
  params: OtcMyTradeOrderListParams,
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof otcMyTradeOrderList>>, TError, TData>
    > &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof otcMyTradeOrderList>>,
          TError,
          Awaited<ReturnType<typeof otcMyTradeOrderList>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useOtcMyTradeOrderList<
  TData = Awaited<ReturnType<typeof otcMyTradeOrderList>>,
  TError = ErrorResponse,
>(
  params: OtcMyTradeOrderListParams,
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof otcMyTradeOrderList>>, TError, TData>
    >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary The user's orders as buyer or seller, by tab, newest first.
 */

export function useOtcMyTradeOrderList<
  TData = Awaited<ReturnType<typeof otcMyTradeOrderList>>,
  TError = ErrorResponse,
>(
  params: OtcMyTradeOrderListParams,
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof otcMyTradeOrderList>>, TError, TData>
    >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getOtcMyTradeOrderListQueryOptions(params, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * Any other order answers 404.
 * @summary One order the user is a party to.
 */
export const otcOrderDetail = (
  params: OtcOrderDetailParams,
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  return apiCall<OtcOrderOk>({ url: `/trade/orderDetail`, method: 'GET', params, signal }, options);
};

export const getOtcOrderDetailQueryKey = (params?: OtcOrderDetailParams) => {
  return [`/trade/orderDetail`, ...(params ? [params] : [])] as const;
};

export const getOtcOrderDetailQueryOptions = <
  TData = Awaited<ReturnType<typeof otcOrderDetail>>,
  TError = ErrorResponse,
>(
  params: OtcOrderDetailParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof otcOrderDetail>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getOtcOrderDetailQueryKey(params);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof otcOrderDetail>>> = ({ signal }) =>
    otcOrderDetail(params, requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof otcOrderDetail>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type OtcOrderDetailQueryResult = NonNullable<Awaited<ReturnType<typeof otcOrderDetail>>>;
export type OtcOrderDetailQueryError = ErrorResponse;

export function useOtcOrderDetail<
  TData = Awaited<ReturnType<typeof otcOrderDetail>>,
  TError = ErrorResponse,
>(
  params: OtcOrderDetailParams,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof otcOrderDetail>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof otcOrderDetail>>,
          TError,
          Awaited<ReturnType<typeof otcOrderDetail>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useOtcOrderDetail<
  TData = Awaited<ReturnType<typeof otcOrderDetail>>,
  TError = ErrorResponse,
>(
  params: OtcOrderDetailParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof otcOrderDetail>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof otcOrderDetail>>,
          TError,
          Awaited<ReturnType<typeof otcOrderDetail>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useOtcOrderDetail<
  TData = Awaited<ReturnType<typeof otcOrderDetail>>,
  TError = ErrorResponse,
>(
  params: OtcOrderDetailParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof otcOrderDetail>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary One order the user is a party to.
 */

export function useOtcOrderDetail<
  TData = Awaited<ReturnType<typeof otcOrderDetail>>,
  TError = ErrorResponse,
>(
  params: OtcOrderDetailParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof otcOrderDetail>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getOtcOrderDetailQueryOptions(params, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * Only the buyer (403, code 2516), only while to be paid (409, code 2511) and before the deadline
 * (409, code 2515). `payment_kind` must be one of the order's `pay_kinds` (422, code 2504); the voucher
 * is an image the buyer uploaded (`/upload/image`).
 * @summary The buyer marks the order paid, with the method used and a voucher.
 */
export const otcPay = (
  otcPayBody: OtcPayBody,
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  formUrlEncoded.append(`id`, otcPayBody.id.toString());
  formUrlEncoded.append(`payment_kind`, otcPayBody.payment_kind);
  formUrlEncoded.append(`voucher_upload_id`, otcPayBody.voucher_upload_id);

  return apiCall<OtcOrderOk>(
    {
      url: `/trade/pay`,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getOtcPayMutationKey = () => ['otcPay'] as const;

export const getOtcPayMutationOptions = <TError = ErrorResponse, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof otcPay>>,
    TError,
    OtcPayMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof apiCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof otcPay>>,
  TError,
  OtcPayMutationVariables,
  TContext
> => {
  const mutationKey = getOtcPayMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof otcPay>>,
    OtcPayMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return otcPay(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type OtcPayMutationResult = NonNullable<Awaited<ReturnType<typeof otcPay>>>;
export type OtcPayMutationBody = OtcPayBody;
export type OtcPayMutationError = ErrorResponse;
export type OtcPayMutationVariables = { data: OtcPayBody };

/**
 * @summary The buyer marks the order paid, with the method used and a voucher.
 */
export const useOtcPay = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof otcPay>>,
      TError,
      OtcPayMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof otcPay>>,
  TError,
  OtcPayMutationVariables,
  TContext
> => {
  return useMutation(getOtcPayMutationOptions(options), queryClient);
};
/**
 * Only the seller (403, code 2516), with their fund password (422, code 1302 when wrong; 1301 when none is set), while the
 * order is to be confirmed or under appeal (409, code 2511); confirming settles an appeal for the buyer.
 * @summary The seller confirms the payment: the coins go to the buyer, less the fee.
 */
export const otcConfirm = (
  otcConfirmBody: OtcConfirmBody,
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  formUrlEncoded.append(`id`, otcConfirmBody.id.toString());
  formUrlEncoded.append(`fund_password`, otcConfirmBody.fund_password);
  if (otcConfirmBody.totp_code !== undefined) {
    formUrlEncoded.append(`totp_code`, otcConfirmBody.totp_code);
  }
  if (otcConfirmBody.passkey !== undefined) {
    formUrlEncoded.append(`passkey`, otcConfirmBody.passkey);
  }

  return apiCall<OtcOrderOk>(
    {
      url: `/trade/confirm`,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getOtcConfirmMutationKey = () => ['otcConfirm'] as const;

export const getOtcConfirmMutationOptions = <TError = ErrorResponse, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof otcConfirm>>,
    TError,
    OtcConfirmMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof apiCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof otcConfirm>>,
  TError,
  OtcConfirmMutationVariables,
  TContext
> => {
  const mutationKey = getOtcConfirmMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof otcConfirm>>,
    OtcConfirmMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return otcConfirm(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type OtcConfirmMutationResult = NonNullable<Awaited<ReturnType<typeof otcConfirm>>>;
export type OtcConfirmMutationBody = OtcConfirmBody;
export type OtcConfirmMutationError = ErrorResponse;
export type OtcConfirmMutationVariables = { data: OtcConfirmBody };

/**
 * @summary The seller confirms the payment: the coins go to the buyer, less the fee.
 */
export const useOtcConfirm = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof otcConfirm>>,
      TError,
      OtcConfirmMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof otcConfirm>>,
  TError,
  OtcConfirmMutationVariables,
  TContext
> => {
  return useMutation(getOtcConfirmMutationOptions(options), queryClient);
};
/**
 * Only the buyer (403, code 2516), only while to be paid (409, code 2511).
 * @summary The buyer cancels an unpaid order; the coins go back to the ad or the seller.
 */
export const otcCancelTradeOrder = (
  otcCancelTradeOrderBody: OtcCancelTradeOrderBody,
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  formUrlEncoded.append(`id`, otcCancelTradeOrderBody.id.toString());

  return apiCall<OtcOrderOk>(
    {
      url: `/trade/cancelTradeOrder`,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getOtcCancelTradeOrderMutationKey = () => ['otcCancelTradeOrder'] as const;

export const getOtcCancelTradeOrderMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof otcCancelTradeOrder>>,
    TError,
    OtcCancelTradeOrderMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof apiCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof otcCancelTradeOrder>>,
  TError,
  OtcCancelTradeOrderMutationVariables,
  TContext
> => {
  const mutationKey = getOtcCancelTradeOrderMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof otcCancelTradeOrder>>,
    OtcCancelTradeOrderMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return otcCancelTradeOrder(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type OtcCancelTradeOrderMutationResult = NonNullable<
  Awaited<ReturnType<typeof otcCancelTradeOrder>>
>;
export type OtcCancelTradeOrderMutationBody = OtcCancelTradeOrderBody;
export type OtcCancelTradeOrderMutationError = ErrorResponse;
export type OtcCancelTradeOrderMutationVariables = { data: OtcCancelTradeOrderBody };

/**
 * @summary The buyer cancels an unpaid order; the coins go back to the ad or the seller.
 */
export const useOtcCancelTradeOrder = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof otcCancelTradeOrder>>,
      TError,
      OtcCancelTradeOrderMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof otcCancelTradeOrder>>,
  TError,
  OtcCancelTradeOrderMutationVariables,
  TContext
> => {
  return useMutation(getOtcCancelTradeOrderMutationOptions(options), queryClient);
};
/**
 * The seller may appeal while the order is to be confirmed (seller_appealing); the buyer once
 * `appeal_after` has passed without confirmation (overtime_appealing; earlier: 409, code 2512). Other
 * states answer 409 (code 2511). The operator decides for the buyer (coins released) or the seller
 * (order cancelled, coins back).
 * @summary Appeal a paid order, with a description and a voucher.
 */
export const otcAppeal = (
  otcAppealBody: OtcAppealBody,
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  formUrlEncoded.append(`id`, otcAppealBody.id.toString());
  formUrlEncoded.append(`description`, otcAppealBody.description);
  formUrlEncoded.append(`voucher_upload_id`, otcAppealBody.voucher_upload_id);

  return apiCall<OtcOrderOk>(
    {
      url: `/trade/appeal`,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getOtcAppealMutationKey = () => ['otcAppeal'] as const;

export const getOtcAppealMutationOptions = <TError = ErrorResponse, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof otcAppeal>>,
    TError,
    OtcAppealMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof apiCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof otcAppeal>>,
  TError,
  OtcAppealMutationVariables,
  TContext
> => {
  const mutationKey = getOtcAppealMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof otcAppeal>>,
    OtcAppealMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return otcAppeal(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type OtcAppealMutationResult = NonNullable<Awaited<ReturnType<typeof otcAppeal>>>;
export type OtcAppealMutationBody = OtcAppealBody;
export type OtcAppealMutationError = ErrorResponse;
export type OtcAppealMutationVariables = { data: OtcAppealBody };

/**
 * @summary Appeal a paid order, with a description and a voucher.
 */
export const useOtcAppeal = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof otcAppeal>>,
      TError,
      OtcAppealMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof otcAppeal>>,
  TError,
  OtcAppealMutationVariables,
  TContext
> => {
  return useMutation(getOtcAppealMutationOptions(options), queryClient);
};
