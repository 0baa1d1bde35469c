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

import type { DownloadInfoOk, ErrorResponse, SearchResultOk, TaskSearchParams } from '../../model';

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
 * Case-insensitive substring match on coin symbols and names, pair symbols (`BTC/USDT`, also
 * `BTCUSDT`) and article titles and summaries in the reader's language. At most 20 of each. Public.
 * @summary Search coins, trading pairs (against USDT) and help articles by keyword.
 */
export const taskSearch = (
  params: TaskSearchParams,
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  return apiCall<SearchResultOk>({ url: `/task/search`, method: 'GET', params, signal }, options);
};

export const getTaskSearchQueryKey = (params?: TaskSearchParams) => {
  return [`/task/search`, ...(params ? [params] : [])] as const;
};

export const getTaskSearchQueryOptions = <
  TData = Awaited<ReturnType<typeof taskSearch>>,
  TError = ErrorResponse,
>(
  params: TaskSearchParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof taskSearch>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getTaskSearchQueryKey(params);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof taskSearch>>> = ({ signal }) =>
    taskSearch(params, requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof taskSearch>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type TaskSearchQueryResult = NonNullable<Awaited<ReturnType<typeof taskSearch>>>;
export type TaskSearchQueryError = ErrorResponse;

export function useTaskSearch<
  TData = Awaited<ReturnType<typeof taskSearch>>,
  TError = ErrorResponse,
>(
  params: TaskSearchParams,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof taskSearch>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof taskSearch>>,
          TError,
          Awaited<ReturnType<typeof taskSearch>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useTaskSearch<
  TData = Awaited<ReturnType<typeof taskSearch>>,
  TError = ErrorResponse,
>(
  params: TaskSearchParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof taskSearch>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof taskSearch>>,
          TError,
          Awaited<ReturnType<typeof taskSearch>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useTaskSearch<
  TData = Awaited<ReturnType<typeof taskSearch>>,
  TError = ErrorResponse,
>(
  params: TaskSearchParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof taskSearch>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Search coins, trading pairs (against USDT) and help articles by keyword.
 */

export function useTaskSearch<
  TData = Awaited<ReturnType<typeof taskSearch>>,
  TError = ErrorResponse,
>(
  params: TaskSearchParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof taskSearch>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getTaskSearchQueryOptions(params, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * The client version (3.1.5, code 315) and a download link per platform. A platform whose link
 * the operator has not configured (settings `download_url_android`, `download_url_ios`) is
 * `available: false`; the app then says the function is not yet open. Public.
 * @summary The app's version and where to download it.
 */
export const taskDownload = (options?: SecondParameter<typeof apiCall>, signal?: AbortSignal) => {
  return apiCall<DownloadInfoOk>({ url: `/task/download`, method: 'GET', signal }, options);
};

export const getTaskDownloadQueryKey = () => {
  return [`/task/download`] as const;
};

export const getTaskDownloadQueryOptions = <
  TData = Awaited<ReturnType<typeof taskDownload>>,
  TError = ErrorResponse,
>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof taskDownload>>, TError, TData>>;
  request?: SecondParameter<typeof apiCall>;
}) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getTaskDownloadQueryKey();

  const queryFn: QueryFunction<Awaited<ReturnType<typeof taskDownload>>> = ({ signal }) =>
    taskDownload(requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof taskDownload>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type TaskDownloadQueryResult = NonNullable<Awaited<ReturnType<typeof taskDownload>>>;
export type TaskDownloadQueryError = ErrorResponse;

export function useTaskDownload<
  TData = Awaited<ReturnType<typeof taskDownload>>,
  TError = ErrorResponse,
>(
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof taskDownload>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof taskDownload>>,
          TError,
          Awaited<ReturnType<typeof taskDownload>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useTaskDownload<
  TData = Awaited<ReturnType<typeof taskDownload>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof taskDownload>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof taskDownload>>,
          TError,
          Awaited<ReturnType<typeof taskDownload>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useTaskDownload<
  TData = Awaited<ReturnType<typeof taskDownload>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof taskDownload>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary The app's version and where to download it.
 */

export function useTaskDownload<
  TData = Awaited<ReturnType<typeof taskDownload>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof taskDownload>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getTaskDownloadQueryOptions(options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}
