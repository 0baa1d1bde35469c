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
  AccountTransferOk,
  AccountTransferPageOk,
  CoinCatalogOk,
  CoinIconParams,
  ErrorResponse,
  Id,
  JournalPageOk,
  WalletChangeBody,
  WalletDetailBody,
  WalletDetailOk,
  WalletHzhistoryParams,
  WalletLegalLogBody,
  WalletListOk,
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
 * @summary Every currency in each of the four accounts, with USDT valuations and the grand total.
 */
export const walletList = (options?: SecondParameter<typeof apiCall>, signal?: AbortSignal) => {
  return apiCall<WalletListOk>({ url: `/wallet/list`, method: 'POST', signal }, options);
};

export const getWalletListQueryKey = () => {
  return ['POST', `/wallet/list`] as const;
};

export const getWalletListQueryOptions = <
  TData = Awaited<ReturnType<typeof walletList>>,
  TError = ErrorResponse,
>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof walletList>>, TError, TData>>;
  request?: SecondParameter<typeof apiCall>;
}) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getWalletListQueryKey();

  const queryFn: QueryFunction<Awaited<ReturnType<typeof walletList>>> = ({ signal }) =>
    walletList(requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof walletList>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type WalletListQueryResult = NonNullable<Awaited<ReturnType<typeof walletList>>>;
export type WalletListQueryError = ErrorResponse;

export function useWalletList<
  TData = Awaited<ReturnType<typeof walletList>>,
  TError = ErrorResponse,
>(
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof walletList>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof walletList>>,
          TError,
          Awaited<ReturnType<typeof walletList>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useWalletList<
  TData = Awaited<ReturnType<typeof walletList>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof walletList>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof walletList>>,
          TError,
          Awaited<ReturnType<typeof walletList>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useWalletList<
  TData = Awaited<ReturnType<typeof walletList>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof walletList>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Every currency in each of the four accounts, with USDT valuations and the grand total.
 */

export function useWalletList<
  TData = Awaited<ReturnType<typeof walletList>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof walletList>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getWalletListQueryOptions(options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * @summary One currency in one of the user's accounts, with its recent journal.
 */
export const walletDetail = (
  walletDetailBody: WalletDetailBody,
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  formUrlEncoded.append(`currency_id`, walletDetailBody.currency_id.toString());
  formUrlEncoded.append(`type`, walletDetailBody.type);

  return apiCall<WalletDetailOk>(
    {
      url: `/wallet/detail`,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getWalletDetailQueryKey = (walletDetailBody?: WalletDetailBody) => {
  return ['POST', `/wallet/detail`, walletDetailBody] as const;
};

export const getWalletDetailQueryOptions = <
  TData = Awaited<ReturnType<typeof walletDetail>>,
  TError = ErrorResponse,
>(
  walletDetailBody: WalletDetailBody,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof walletDetail>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getWalletDetailQueryKey(walletDetailBody);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof walletDetail>>> = ({ signal }) =>
    walletDetail(walletDetailBody, requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof walletDetail>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type WalletDetailQueryResult = NonNullable<Awaited<ReturnType<typeof walletDetail>>>;
export type WalletDetailQueryError = ErrorResponse;

export function useWalletDetail<
  TData = Awaited<ReturnType<typeof walletDetail>>,
  TError = ErrorResponse,
>(
  walletDetailBody: WalletDetailBody,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof walletDetail>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof walletDetail>>,
          TError,
          Awaited<ReturnType<typeof walletDetail>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useWalletDetail<
  TData = Awaited<ReturnType<typeof walletDetail>>,
  TError = ErrorResponse,
>(
  walletDetailBody: WalletDetailBody,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof walletDetail>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof walletDetail>>,
          TError,
          Awaited<ReturnType<typeof walletDetail>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useWalletDetail<
  TData = Awaited<ReturnType<typeof walletDetail>>,
  TError = ErrorResponse,
>(
  walletDetailBody: WalletDetailBody,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof walletDetail>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary One currency in one of the user's accounts, with its recent journal.
 */

export function useWalletDetail<
  TData = Awaited<ReturnType<typeof walletDetail>>,
  TError = ErrorResponse,
>(
  walletDetailBody: WalletDetailBody,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof walletDetail>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getWalletDetailQueryOptions(walletDetailBody, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * @summary The user's balance journal, newest first, optionally for one currency and/or account.
 */
export const walletLegalLog = (
  walletLegalLogBody?: WalletLegalLogBody,
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  if (walletLegalLogBody?.page !== undefined) {
    formUrlEncoded.append(`page`, walletLegalLogBody.page.toString());
  }
  if (walletLegalLogBody?.limit !== undefined) {
    formUrlEncoded.append(`limit`, walletLegalLogBody.limit.toString());
  }
  if (walletLegalLogBody?.currency_id !== undefined) {
    formUrlEncoded.append(`currency_id`, walletLegalLogBody.currency_id.toString());
  }
  if (walletLegalLogBody?.type !== undefined) {
    formUrlEncoded.append(`type`, walletLegalLogBody.type);
  }

  return apiCall<JournalPageOk>(
    {
      url: `/wallet/legal_log`,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getWalletLegalLogQueryKey = (walletLegalLogBody?: WalletLegalLogBody) => {
  return ['POST', `/wallet/legal_log`, walletLegalLogBody] as const;
};

export const getWalletLegalLogQueryOptions = <
  TData = Awaited<ReturnType<typeof walletLegalLog>>,
  TError = ErrorResponse,
>(
  walletLegalLogBody?: WalletLegalLogBody,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof walletLegalLog>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getWalletLegalLogQueryKey(walletLegalLogBody);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof walletLegalLog>>> = ({ signal }) =>
    walletLegalLog(walletLegalLogBody, requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof walletLegalLog>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type WalletLegalLogQueryResult = NonNullable<Awaited<ReturnType<typeof walletLegalLog>>>;
export type WalletLegalLogQueryError = ErrorResponse;

export function useWalletLegalLog<
  TData = Awaited<ReturnType<typeof walletLegalLog>>,
  TError = ErrorResponse,
>(
  walletLegalLogBody: undefined | WalletLegalLogBody,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof walletLegalLog>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof walletLegalLog>>,
          TError,
          Awaited<ReturnType<typeof walletLegalLog>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useWalletLegalLog<
  TData = Awaited<ReturnType<typeof walletLegalLog>>,
  TError = ErrorResponse,
>(
  walletLegalLogBody?: WalletLegalLogBody,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof walletLegalLog>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof walletLegalLog>>,
          TError,
          Awaited<ReturnType<typeof walletLegalLog>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useWalletLegalLog<
  TData = Awaited<ReturnType<typeof walletLegalLog>>,
  TError = ErrorResponse,
>(
  walletLegalLogBody?: WalletLegalLogBody,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof walletLegalLog>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary The user's balance journal, newest first, optionally for one currency and/or account.
 */

export function useWalletLegalLog<
  TData = Awaited<ReturnType<typeof walletLegalLog>>,
  TError = ErrorResponse,
>(
  walletLegalLogBody?: WalletLegalLogBody,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof walletLegalLog>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getWalletLegalLogQueryOptions(walletLegalLogBody, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * Takes from `from`'s available balance (422 with code 1201 "Insufficient balance" when short,
 * nothing applied). `from` and `to` differ; `amount` is positive with at most the currency's
 * decimals. Idempotent on `request_id`: a repeat answers the original transfer.
 * @summary Transfer an amount of a currency between two of the user's four accounts.
 */
export const walletChange = (
  walletChangeBody: WalletChangeBody,
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  formUrlEncoded.append(`from`, walletChangeBody.from);
  formUrlEncoded.append(`to`, walletChangeBody.to);
  formUrlEncoded.append(`currency_id`, walletChangeBody.currency_id.toString());
  formUrlEncoded.append(`amount`, walletChangeBody.amount);
  formUrlEncoded.append(`request_id`, walletChangeBody.request_id);

  return apiCall<AccountTransferOk>(
    {
      url: `/wallet/change`,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getWalletChangeMutationKey = () => ['walletChange'] as const;

export const getWalletChangeMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof walletChange>>,
    TError,
    WalletChangeMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof apiCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof walletChange>>,
  TError,
  WalletChangeMutationVariables,
  TContext
> => {
  const mutationKey = getWalletChangeMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof walletChange>>,
    WalletChangeMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return walletChange(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type WalletChangeMutationResult = NonNullable<Awaited<ReturnType<typeof walletChange>>>;
export type WalletChangeMutationBody = WalletChangeBody;
export type WalletChangeMutationError = ErrorResponse;
export type WalletChangeMutationVariables = { data: WalletChangeBody };

/**
 * @summary Transfer an amount of a currency between two of the user's four accounts.
 */
export const useWalletChange = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof walletChange>>,
      TError,
      WalletChangeMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof walletChange>>,
  TError,
  WalletChangeMutationVariables,
  TContext
> => {
  return useMutation(getWalletChangeMutationOptions(options), queryClient);
};
/**
 * @summary The user's transfers between accounts, newest first.
 */
export const walletHzhistory = (
  params?: WalletHzhistoryParams,
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  return apiCall<AccountTransferPageOk>(
    { url: `/wallet/hzhistory`, method: 'GET', params, signal },
    options,
  );
};

export const getWalletHzhistoryQueryKey = (params?: WalletHzhistoryParams) => {
  return [`/wallet/hzhistory`, ...(params ? [params] : [])] as const;
};

export const getWalletHzhistoryQueryOptions = <
  TData = Awaited<ReturnType<typeof walletHzhistory>>,
  TError = ErrorResponse,
>(
  params?: WalletHzhistoryParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof walletHzhistory>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getWalletHzhistoryQueryKey(params);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof walletHzhistory>>> = ({ signal }) =>
    walletHzhistory(params, requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof walletHzhistory>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type WalletHzhistoryQueryResult = NonNullable<Awaited<ReturnType<typeof walletHzhistory>>>;
export type WalletHzhistoryQueryError = ErrorResponse;

export function useWalletHzhistory<
  TData = Awaited<ReturnType<typeof walletHzhistory>>,
  TError = ErrorResponse,
>(
  params: undefined | WalletHzhistoryParams,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof walletHzhistory>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof walletHzhistory>>,
          TError,
          Awaited<ReturnType<typeof walletHzhistory>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useWalletHzhistory<
  TData = Awaited<ReturnType<typeof walletHzhistory>>,
  TError = ErrorResponse,
>(
  params?: WalletHzhistoryParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof walletHzhistory>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof walletHzhistory>>,
          TError,
          Awaited<ReturnType<typeof walletHzhistory>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useWalletHzhistory<
  TData = Awaited<ReturnType<typeof walletHzhistory>>,
  TError = ErrorResponse,
>(
  params?: WalletHzhistoryParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof walletHzhistory>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary The user's transfers between accounts, newest first.
 */

export function useWalletHzhistory<
  TData = Awaited<ReturnType<typeof walletHzhistory>>,
  TError = ErrorResponse,
>(
  params?: WalletHzhistoryParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof walletHzhistory>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getWalletHzhistoryQueryOptions(params, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * The image as uploaded in the console (its type checked from its content), with
 * `Cache-Control: public, max-age=31536000, immutable` (the `v` parameter changes with the
 * bytes) and `X-Content-Type-Options: nosniff`. A coin without an icon answers the envelope
 * with 404.
 * @summary A coin's icon, for everyone (the address is the coin's `icon_url`).
 */
export const coinIcon = (
  id: Id,
  params?: CoinIconParams,
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  return apiCall<Blob>(
    { url: `/coins/${id}/icon`, method: 'GET', params, responseType: 'blob', signal },
    options,
  );
};

export const getCoinIconQueryKey = (id: Id, params?: CoinIconParams) => {
  return [`/coins/${id}/icon`, ...(params ? [params] : [])] as const;
};

export const getCoinIconQueryOptions = <
  TData = Awaited<ReturnType<typeof coinIcon>>,
  TError = ErrorResponse,
>(
  id: Id,
  params?: CoinIconParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof coinIcon>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getCoinIconQueryKey(id, params);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof coinIcon>>> = ({ signal }) =>
    coinIcon(id, params, requestOptions, signal);

  return {
    queryKey,
    queryFn,
    enabled: id !== null && id !== undefined,
    ...queryOptions,
  } as UseQueryOptions<Awaited<ReturnType<typeof coinIcon>>, TError, TData> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
};

export type CoinIconQueryResult = NonNullable<Awaited<ReturnType<typeof coinIcon>>>;
export type CoinIconQueryError = ErrorResponse;

export function useCoinIcon<TData = Awaited<ReturnType<typeof coinIcon>>, TError = ErrorResponse>(
  id: Id,
  params: undefined | CoinIconParams,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof coinIcon>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof coinIcon>>,
          TError,
          Awaited<ReturnType<typeof coinIcon>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useCoinIcon<TData = Awaited<ReturnType<typeof coinIcon>>, TError = ErrorResponse>(
  id: Id,
  params?: CoinIconParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof coinIcon>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof coinIcon>>,
          TError,
          Awaited<ReturnType<typeof coinIcon>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useCoinIcon<TData = Awaited<ReturnType<typeof coinIcon>>, TError = ErrorResponse>(
  id: Id,
  params?: CoinIconParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof coinIcon>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary A coin's icon, for everyone (the address is the coin's `icon_url`).
 */

export function useCoinIcon<TData = Awaited<ReturnType<typeof coinIcon>>, TError = ErrorResponse>(
  id: Id,
  params?: CoinIconParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof coinIcon>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getCoinIconQueryOptions(id, params, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * Listed and delisted coins (a delisted coin's balance stays visible in Assets), base coin first.
 * The app draws a coin's icon from here: the operator's uploaded `icon_url` where there is one,
 * else the icon the app ships for that coin, else a monogram.
 * @summary Every coin of the platform with its name and icon, for everyone.
 */
export const coinCatalog = (options?: SecondParameter<typeof apiCall>, signal?: AbortSignal) => {
  return apiCall<CoinCatalogOk>({ url: `/coins`, method: 'GET', signal }, options);
};

export const getCoinCatalogQueryKey = () => {
  return [`/coins`] as const;
};

export const getCoinCatalogQueryOptions = <
  TData = Awaited<ReturnType<typeof coinCatalog>>,
  TError = ErrorResponse,
>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof coinCatalog>>, TError, TData>>;
  request?: SecondParameter<typeof apiCall>;
}) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getCoinCatalogQueryKey();

  const queryFn: QueryFunction<Awaited<ReturnType<typeof coinCatalog>>> = ({ signal }) =>
    coinCatalog(requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof coinCatalog>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type CoinCatalogQueryResult = NonNullable<Awaited<ReturnType<typeof coinCatalog>>>;
export type CoinCatalogQueryError = ErrorResponse;

export function useCoinCatalog<
  TData = Awaited<ReturnType<typeof coinCatalog>>,
  TError = ErrorResponse,
>(
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof coinCatalog>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof coinCatalog>>,
          TError,
          Awaited<ReturnType<typeof coinCatalog>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useCoinCatalog<
  TData = Awaited<ReturnType<typeof coinCatalog>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof coinCatalog>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof coinCatalog>>,
          TError,
          Awaited<ReturnType<typeof coinCatalog>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useCoinCatalog<
  TData = Awaited<ReturnType<typeof coinCatalog>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof coinCatalog>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Every coin of the platform with its name and icon, for everyone.
 */

export function useCoinCatalog<
  TData = Awaited<ReturnType<typeof coinCatalog>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof coinCatalog>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getCoinCatalogQueryOptions(options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}
