import { useQuery } from '@tanstack/react-query';
import type {
  DataTag,
  DefinedInitialDataOptions,
  DefinedUseQueryResult,
  QueryClient,
  QueryFunction,
  QueryKey,
  UndefinedInitialDataOptions,
  UseQueryOptions,
  UseQueryResult,
} from '@tanstack/react-query';

import type {
  CoinListParams,
  CurrencyDealParams,
  CurrencyNewTimesharParams,
  DealsOk,
  ErrorResponse,
  HoldingsOk,
  KlineOk,
  QuotationOk,
  SpotOrderPageOk,
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
 * @summary All spot pairs grouped by quote coin, with last price and 24-hour change, high, low and volume.
 */
export const currencyQuotationNew = (
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  return apiCall<QuotationOk>({ url: `/currency/quotation_new`, method: 'GET', signal }, options);
};

export const getCurrencyQuotationNewQueryKey = () => {
  return [`/currency/quotation_new`] as const;
};

export const getCurrencyQuotationNewQueryOptions = <
  TData = Awaited<ReturnType<typeof currencyQuotationNew>>,
  TError = ErrorResponse,
>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof currencyQuotationNew>>, TError, TData>>;
  request?: SecondParameter<typeof apiCall>;
}) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getCurrencyQuotationNewQueryKey();

  const queryFn: QueryFunction<Awaited<ReturnType<typeof currencyQuotationNew>>> = ({ signal }) =>
    currencyQuotationNew(requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof currencyQuotationNew>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type CurrencyQuotationNewQueryResult = NonNullable<
  Awaited<ReturnType<typeof currencyQuotationNew>>
>;
export type CurrencyQuotationNewQueryError = ErrorResponse;

export function useCurrencyQuotationNew<
  TData = Awaited<ReturnType<typeof currencyQuotationNew>>,
  TError = ErrorResponse,
>(
  options: {
    query: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof currencyQuotationNew>>, TError, TData>
    > &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof currencyQuotationNew>>,
          TError,
          Awaited<ReturnType<typeof currencyQuotationNew>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useCurrencyQuotationNew<
  TData = Awaited<ReturnType<typeof currencyQuotationNew>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof currencyQuotationNew>>, TError, TData>
    > &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof currencyQuotationNew>>,
          TError,
          Awaited<ReturnType<typeof currencyQuotationNew>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useCurrencyQuotationNew<
  TData = Awaited<ReturnType<typeof currencyQuotationNew>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof currencyQuotationNew>>, TError, TData>
    >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary All spot pairs grouped by quote coin, with last price and 24-hour change, high, low and volume.
 */

export function useCurrencyQuotationNew<
  TData = Awaited<ReturnType<typeof currencyQuotationNew>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof currencyQuotationNew>>, TError, TData>
    >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getCurrencyQuotationNewQueryOptions(options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * Give the pair by `pair_id` or `symbol` ("BTC/USDT", "BTCUSDT" or "btc_usdt"). Candles are computed
 * from the deterministic history since 2026-01-01 00:00 UTC, whose price moves every 5 seconds (a
 * minute's high and low span all its 5-second prices; the in-progress candle closes at the price of
 * now); times are epoch ms.
 * The socket's `kline:<SYMBOL>:<period>` topic pushes the same in-progress candle live.
 * @summary K-line candles of a pair for a period, oldest first; the last one is in progress.
 */
export const currencyNewTimeshar = (
  params: CurrencyNewTimesharParams,
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  return apiCall<KlineOk>(
    { url: `/currency/new_timeshar`, method: 'GET', params, signal },
    options,
  );
};

export const getCurrencyNewTimesharQueryKey = (params?: CurrencyNewTimesharParams) => {
  return [`/currency/new_timeshar`, ...(params ? [params] : [])] as const;
};

export const getCurrencyNewTimesharQueryOptions = <
  TData = Awaited<ReturnType<typeof currencyNewTimeshar>>,
  TError = ErrorResponse,
>(
  params: CurrencyNewTimesharParams,
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof currencyNewTimeshar>>, TError, TData>
    >;
    request?: SecondParameter<typeof apiCall>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getCurrencyNewTimesharQueryKey(params);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof currencyNewTimeshar>>> = ({ signal }) =>
    currencyNewTimeshar(params, requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof currencyNewTimeshar>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type CurrencyNewTimesharQueryResult = NonNullable<
  Awaited<ReturnType<typeof currencyNewTimeshar>>
>;
export type CurrencyNewTimesharQueryError = ErrorResponse;

export function useCurrencyNewTimeshar<
  TData = Awaited<ReturnType<typeof currencyNewTimeshar>>,
  TError = ErrorResponse,
>(
  params: CurrencyNewTimesharParams,
  options: {
    query: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof currencyNewTimeshar>>, TError, TData>
    > &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof currencyNewTimeshar>>,
          TError,
          Awaited<ReturnType<typeof currencyNewTimeshar>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useCurrencyNewTimeshar<
  TData = Awaited<ReturnType<typeof currencyNewTimeshar>>,
  TError = ErrorResponse,
>(
  params: CurrencyNewTimesharParams,
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof currencyNewTimeshar>>, TError, TData>
    > &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof currencyNewTimeshar>>,
          TError,
          Awaited<ReturnType<typeof currencyNewTimeshar>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useCurrencyNewTimeshar<
  TData = Awaited<ReturnType<typeof currencyNewTimeshar>>,
  TError = ErrorResponse,
>(
  params: CurrencyNewTimesharParams,
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof currencyNewTimeshar>>, TError, TData>
    >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary K-line candles of a pair for a period, oldest first; the last one is in progress.
 */

export function useCurrencyNewTimeshar<
  TData = Awaited<ReturnType<typeof currencyNewTimeshar>>,
  TError = ErrorResponse,
>(
  params: CurrencyNewTimesharParams,
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof currencyNewTimeshar>>, TError, TData>
    >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getCurrencyNewTimesharQueryOptions(params, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * @summary Recent trades of a pair, newest first (derived from the market feed).
 */
export const currencyDeal = (
  params?: CurrencyDealParams,
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  return apiCall<DealsOk>({ url: `/currency/deal`, method: 'GET', params, signal }, options);
};

export const getCurrencyDealQueryKey = (params?: CurrencyDealParams) => {
  return [`/currency/deal`, ...(params ? [params] : [])] as const;
};

export const getCurrencyDealQueryOptions = <
  TData = Awaited<ReturnType<typeof currencyDeal>>,
  TError = ErrorResponse,
>(
  params?: CurrencyDealParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof currencyDeal>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getCurrencyDealQueryKey(params);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof currencyDeal>>> = ({ signal }) =>
    currencyDeal(params, requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof currencyDeal>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type CurrencyDealQueryResult = NonNullable<Awaited<ReturnType<typeof currencyDeal>>>;
export type CurrencyDealQueryError = ErrorResponse;

export function useCurrencyDeal<
  TData = Awaited<ReturnType<typeof currencyDeal>>,
  TError = ErrorResponse,
>(
  params: undefined | CurrencyDealParams,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof currencyDeal>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof currencyDeal>>,
          TError,
          Awaited<ReturnType<typeof currencyDeal>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useCurrencyDeal<
  TData = Awaited<ReturnType<typeof currencyDeal>>,
  TError = ErrorResponse,
>(
  params?: CurrencyDealParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof currencyDeal>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof currencyDeal>>,
          TError,
          Awaited<ReturnType<typeof currencyDeal>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useCurrencyDeal<
  TData = Awaited<ReturnType<typeof currencyDeal>>,
  TError = ErrorResponse,
>(
  params?: CurrencyDealParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof currencyDeal>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Recent trades of a pair, newest first (derived from the market feed).
 */

export function useCurrencyDeal<
  TData = Awaited<ReturnType<typeof currencyDeal>>,
  TError = ErrorResponse,
>(
  params?: CurrencyDealParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof currencyDeal>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getCurrencyDealQueryOptions(params, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * The spec names the call without saying what it lists; this server lists the user's HOLDINGS in the
 * spot account (every coin with available or frozen above zero), largest USDT value first, so the
 * market page can show "my coins" with their pair and 24-hour change. No favourites are stored.
 * @summary The signed-in user's spot holdings (coins with a balance), valued in USDT, with each coin's USDT pair.
 */
export const currencyUserCurrencyList = (
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  return apiCall<HoldingsOk>(
    { url: `/currency/user_currency_list`, method: 'GET', signal },
    options,
  );
};

export const getCurrencyUserCurrencyListQueryKey = () => {
  return [`/currency/user_currency_list`] as const;
};

export const getCurrencyUserCurrencyListQueryOptions = <
  TData = Awaited<ReturnType<typeof currencyUserCurrencyList>>,
  TError = ErrorResponse,
>(options?: {
  query?: Partial<
    UseQueryOptions<Awaited<ReturnType<typeof currencyUserCurrencyList>>, TError, TData>
  >;
  request?: SecondParameter<typeof apiCall>;
}) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getCurrencyUserCurrencyListQueryKey();

  const queryFn: QueryFunction<Awaited<ReturnType<typeof currencyUserCurrencyList>>> = ({
    signal,
  }) => currencyUserCurrencyList(requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof currencyUserCurrencyList>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type CurrencyUserCurrencyListQueryResult = NonNullable<
  Awaited<ReturnType<typeof currencyUserCurrencyList>>
>;
export type CurrencyUserCurrencyListQueryError = ErrorResponse;

export function useCurrencyUserCurrencyList<
  TData = Awaited<ReturnType<typeof currencyUserCurrencyList>>,
  TError = ErrorResponse,
>(
  options: {
    query: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof currencyUserCurrencyList>>, TError, TData>
    > &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof currencyUserCurrencyList>>,
          TError,
          Awaited<ReturnType<typeof currencyUserCurrencyList>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useCurrencyUserCurrencyList<
  TData = Awaited<ReturnType<typeof currencyUserCurrencyList>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof currencyUserCurrencyList>>, TError, TData>
    > &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof currencyUserCurrencyList>>,
          TError,
          Awaited<ReturnType<typeof currencyUserCurrencyList>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useCurrencyUserCurrencyList<
  TData = Awaited<ReturnType<typeof currencyUserCurrencyList>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof currencyUserCurrencyList>>, TError, TData>
    >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary The signed-in user's spot holdings (coins with a balance), valued in USDT, with each coin's USDT pair.
 */

export function useCurrencyUserCurrencyList<
  TData = Awaited<ReturnType<typeof currencyUserCurrencyList>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof currencyUserCurrencyList>>, TError, TData>
    >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getCurrencyUserCurrencyListQueryOptions(options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * @summary The user's spot orders, newest first, filtered by status and pair.
 */
export const coinList = (
  params?: CoinListParams,
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  return apiCall<SpotOrderPageOk>({ url: `/coin/list`, method: 'GET', params, signal }, options);
};

export const getCoinListQueryKey = (params?: CoinListParams) => {
  return [`/coin/list`, ...(params ? [params] : [])] as const;
};

export const getCoinListQueryOptions = <
  TData = Awaited<ReturnType<typeof coinList>>,
  TError = ErrorResponse,
>(
  params?: CoinListParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof coinList>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getCoinListQueryKey(params);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof coinList>>> = ({ signal }) =>
    coinList(params, requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof coinList>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type CoinListQueryResult = NonNullable<Awaited<ReturnType<typeof coinList>>>;
export type CoinListQueryError = ErrorResponse;

export function useCoinList<TData = Awaited<ReturnType<typeof coinList>>, TError = ErrorResponse>(
  params: undefined | CoinListParams,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof coinList>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof coinList>>,
          TError,
          Awaited<ReturnType<typeof coinList>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useCoinList<TData = Awaited<ReturnType<typeof coinList>>, TError = ErrorResponse>(
  params?: CoinListParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof coinList>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof coinList>>,
          TError,
          Awaited<ReturnType<typeof coinList>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useCoinList<TData = Awaited<ReturnType<typeof coinList>>, TError = ErrorResponse>(
  params?: CoinListParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof coinList>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary The user's spot orders, newest first, filtered by status and pair.
 */

export function useCoinList<TData = Awaited<ReturnType<typeof coinList>>, TError = ErrorResponse>(
  params?: CoinListParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof coinList>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getCoinListQueryOptions(params, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}
