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
  ErrorResponse,
  NewsArticleOk,
  NewsDetailBody,
  NewsListRequest,
  NewsPageOk,
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
 * `kind` picks the board: `notice` (NOTICE page), `news`, `help` (help-center categories) or
 * `rule` (help-center rules). `category_id` narrows to one category of that kind; `on_home`
 * to the notices the operator chose for Home's strip. The answer also lists the kind's
 * categories with their published article counts. Only published articles are listed (never a
 * draft, nor one scheduled for later). Public; the `lang` header picks the language of titles
 * and category names, English (marked `fallback`) where an article has no text in it.
 * @summary Published articles of one kind (notice, news, help, rule), pinned first, then newest first.
 */
export const newsList = (
  newsListRequest: NewsListRequest,
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  formUrlEncoded.append(`kind`, newsListRequest.kind);
  if (newsListRequest.category_id !== undefined) {
    formUrlEncoded.append(`category_id`, newsListRequest.category_id.toString());
  }
  if (newsListRequest.on_home !== undefined) {
    formUrlEncoded.append(`on_home`, newsListRequest.on_home.toString());
  }
  if (newsListRequest.banner !== undefined) {
    formUrlEncoded.append(`banner`, newsListRequest.banner.toString());
  }
  if (newsListRequest.page !== undefined) {
    formUrlEncoded.append(`page`, newsListRequest.page.toString());
  }
  if (newsListRequest.limit !== undefined) {
    formUrlEncoded.append(`limit`, newsListRequest.limit.toString());
  }

  return apiCall<NewsPageOk>(
    {
      url: `/news/list`,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getNewsListQueryKey = (newsListRequest?: NewsListRequest) => {
  return ['POST', `/news/list`, newsListRequest] as const;
};

export const getNewsListQueryOptions = <
  TData = Awaited<ReturnType<typeof newsList>>,
  TError = ErrorResponse,
>(
  newsListRequest: NewsListRequest,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof newsList>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getNewsListQueryKey(newsListRequest);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof newsList>>> = ({ signal }) =>
    newsList(newsListRequest, requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof newsList>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type NewsListQueryResult = NonNullable<Awaited<ReturnType<typeof newsList>>>;
export type NewsListQueryError = ErrorResponse;

export function useNewsList<TData = Awaited<ReturnType<typeof newsList>>, TError = ErrorResponse>(
  newsListRequest: NewsListRequest,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof newsList>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof newsList>>,
          TError,
          Awaited<ReturnType<typeof newsList>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useNewsList<TData = Awaited<ReturnType<typeof newsList>>, TError = ErrorResponse>(
  newsListRequest: NewsListRequest,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof newsList>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof newsList>>,
          TError,
          Awaited<ReturnType<typeof newsList>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useNewsList<TData = Awaited<ReturnType<typeof newsList>>, TError = ErrorResponse>(
  newsListRequest: NewsListRequest,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof newsList>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Published articles of one kind (notice, news, help, rule), pinned first, then newest first.
 */

export function useNewsList<TData = Awaited<ReturnType<typeof newsList>>, TError = ErrorResponse>(
  newsListRequest: NewsListRequest,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof newsList>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getNewsListQueryOptions(newsListRequest, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * @summary One published article in the reader's language, else English (404 when unknown or unpublished).
 */
export const newsDetail = (
  newsDetailBody: NewsDetailBody,
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  formUrlEncoded.append(`id`, newsDetailBody.id.toString());

  return apiCall<NewsArticleOk>(
    {
      url: `/news/detail`,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getNewsDetailQueryKey = (newsDetailBody?: NewsDetailBody) => {
  return ['POST', `/news/detail`, newsDetailBody] as const;
};

export const getNewsDetailQueryOptions = <
  TData = Awaited<ReturnType<typeof newsDetail>>,
  TError = ErrorResponse,
>(
  newsDetailBody: NewsDetailBody,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof newsDetail>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getNewsDetailQueryKey(newsDetailBody);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof newsDetail>>> = ({ signal }) =>
    newsDetail(newsDetailBody, requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof newsDetail>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type NewsDetailQueryResult = NonNullable<Awaited<ReturnType<typeof newsDetail>>>;
export type NewsDetailQueryError = ErrorResponse;

export function useNewsDetail<
  TData = Awaited<ReturnType<typeof newsDetail>>,
  TError = ErrorResponse,
>(
  newsDetailBody: NewsDetailBody,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof newsDetail>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof newsDetail>>,
          TError,
          Awaited<ReturnType<typeof newsDetail>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useNewsDetail<
  TData = Awaited<ReturnType<typeof newsDetail>>,
  TError = ErrorResponse,
>(
  newsDetailBody: NewsDetailBody,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof newsDetail>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof newsDetail>>,
          TError,
          Awaited<ReturnType<typeof newsDetail>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useNewsDetail<
  TData = Awaited<ReturnType<typeof newsDetail>>,
  TError = ErrorResponse,
>(
  newsDetailBody: NewsDetailBody,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof newsDetail>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary One published article in the reader's language, else English (404 when unknown or unpublished).
 */

export function useNewsDetail<
  TData = Awaited<ReturnType<typeof newsDetail>>,
  TError = ErrorResponse,
>(
  newsDetailBody: NewsDetailBody,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof newsDetail>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getNewsDetailQueryOptions(newsDetailBody, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}
