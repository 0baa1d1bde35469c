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
  ErrorResponse,
  FlashCoinsOk,
  FlashExchangeOk,
  FlashExchangePageOk,
  FlashQuoteOk,
  FlashRequest,
  GiftOk,
  GiftPageOk,
  RemittanceRemittanceBody,
  RemittanceRemittanceListParams,
  RemittanceRemittanceRecordParams,
  WalletFlashAgainstListParams,
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
 * @summary The coins that can be swapped, with their USDT price and the user's available spot balance.
 */
export const walletFlashCoins = (
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  return apiCall<FlashCoinsOk>({ url: `/wallet/flashCoins`, method: 'GET', signal }, options);
};

export const getWalletFlashCoinsQueryKey = () => {
  return [`/wallet/flashCoins`] as const;
};

export const getWalletFlashCoinsQueryOptions = <
  TData = Awaited<ReturnType<typeof walletFlashCoins>>,
  TError = ErrorResponse,
>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof walletFlashCoins>>, TError, TData>>;
  request?: SecondParameter<typeof apiCall>;
}) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getWalletFlashCoinsQueryKey();

  const queryFn: QueryFunction<Awaited<ReturnType<typeof walletFlashCoins>>> = ({ signal }) =>
    walletFlashCoins(requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof walletFlashCoins>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type WalletFlashCoinsQueryResult = NonNullable<Awaited<ReturnType<typeof walletFlashCoins>>>;
export type WalletFlashCoinsQueryError = ErrorResponse;

export function useWalletFlashCoins<
  TData = Awaited<ReturnType<typeof walletFlashCoins>>,
  TError = ErrorResponse,
>(
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof walletFlashCoins>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof walletFlashCoins>>,
          TError,
          Awaited<ReturnType<typeof walletFlashCoins>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useWalletFlashCoins<
  TData = Awaited<ReturnType<typeof walletFlashCoins>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof walletFlashCoins>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof walletFlashCoins>>,
          TError,
          Awaited<ReturnType<typeof walletFlashCoins>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useWalletFlashCoins<
  TData = Awaited<ReturnType<typeof walletFlashCoins>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof walletFlashCoins>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary The coins that can be swapped, with their USDT price and the user's available spot balance.
 */

export function useWalletFlashCoins<
  TData = Awaited<ReturnType<typeof walletFlashCoins>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof walletFlashCoins>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getWalletFlashCoinsQueryOptions(options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * @summary Price a flash exchange at the current simulated market price without executing it.
 */
export const walletFlashQuote = (
  flashRequest: FlashRequest,
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  formUrlEncoded.append(`currency_id`, flashRequest.currency_id.toString());
  formUrlEncoded.append(`to_currency_id`, flashRequest.to_currency_id.toString());
  formUrlEncoded.append(`amount`, flashRequest.amount);

  return apiCall<FlashQuoteOk>(
    {
      url: `/wallet/flashQuote`,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getWalletFlashQuoteQueryKey = (flashRequest?: FlashRequest) => {
  return ['POST', `/wallet/flashQuote`, flashRequest] as const;
};

export const getWalletFlashQuoteQueryOptions = <
  TData = Awaited<ReturnType<typeof walletFlashQuote>>,
  TError = ErrorResponse,
>(
  flashRequest: FlashRequest,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof walletFlashQuote>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getWalletFlashQuoteQueryKey(flashRequest);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof walletFlashQuote>>> = ({ signal }) =>
    walletFlashQuote(flashRequest, requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof walletFlashQuote>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type WalletFlashQuoteQueryResult = NonNullable<Awaited<ReturnType<typeof walletFlashQuote>>>;
export type WalletFlashQuoteQueryError = ErrorResponse;

export function useWalletFlashQuote<
  TData = Awaited<ReturnType<typeof walletFlashQuote>>,
  TError = ErrorResponse,
>(
  flashRequest: FlashRequest,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof walletFlashQuote>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof walletFlashQuote>>,
          TError,
          Awaited<ReturnType<typeof walletFlashQuote>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useWalletFlashQuote<
  TData = Awaited<ReturnType<typeof walletFlashQuote>>,
  TError = ErrorResponse,
>(
  flashRequest: FlashRequest,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof walletFlashQuote>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof walletFlashQuote>>,
          TError,
          Awaited<ReturnType<typeof walletFlashQuote>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useWalletFlashQuote<
  TData = Awaited<ReturnType<typeof walletFlashQuote>>,
  TError = ErrorResponse,
>(
  flashRequest: FlashRequest,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof walletFlashQuote>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Price a flash exchange at the current simulated market price without executing it.
 */

export function useWalletFlashQuote<
  TData = Awaited<ReturnType<typeof walletFlashQuote>>,
  TError = ErrorResponse,
>(
  flashRequest: FlashRequest,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof walletFlashQuote>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getWalletFlashQuoteQueryOptions(flashRequest, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * A fee of 0.2 % of the proceeds is taken in the received coin (rounded up); the amount received is
 * rounded down to the coin's decimals. Insufficient balance is refused (422, code 1501) and nothing
 * moves. The record keeps the price used.
 * @summary Swap an amount of one coin for another in the spot account at the market price of the moment.
 */
export const walletFlashAgainst = (
  flashRequest: FlashRequest,
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  formUrlEncoded.append(`currency_id`, flashRequest.currency_id.toString());
  formUrlEncoded.append(`to_currency_id`, flashRequest.to_currency_id.toString());
  formUrlEncoded.append(`amount`, flashRequest.amount);

  return apiCall<FlashExchangeOk>(
    {
      url: `/wallet/flashAgainst`,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getWalletFlashAgainstMutationKey = () => ['walletFlashAgainst'] as const;

export const getWalletFlashAgainstMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof walletFlashAgainst>>,
    TError,
    WalletFlashAgainstMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof apiCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof walletFlashAgainst>>,
  TError,
  WalletFlashAgainstMutationVariables,
  TContext
> => {
  const mutationKey = getWalletFlashAgainstMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof walletFlashAgainst>>,
    WalletFlashAgainstMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return walletFlashAgainst(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type WalletFlashAgainstMutationResult = NonNullable<
  Awaited<ReturnType<typeof walletFlashAgainst>>
>;
export type WalletFlashAgainstMutationBody = FlashRequest;
export type WalletFlashAgainstMutationError = ErrorResponse;
export type WalletFlashAgainstMutationVariables = { data: FlashRequest };

/**
 * @summary Swap an amount of one coin for another in the spot account at the market price of the moment.
 */
export const useWalletFlashAgainst = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof walletFlashAgainst>>,
      TError,
      WalletFlashAgainstMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof walletFlashAgainst>>,
  TError,
  WalletFlashAgainstMutationVariables,
  TContext
> => {
  return useMutation(getWalletFlashAgainstMutationOptions(options), queryClient);
};
/**
 * @summary The user's flash exchanges, newest first.
 */
export const walletFlashAgainstList = (
  params?: WalletFlashAgainstListParams,
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  return apiCall<FlashExchangePageOk>(
    { url: `/wallet/flashAgainstList`, method: 'GET', params, signal },
    options,
  );
};

export const getWalletFlashAgainstListQueryKey = (params?: WalletFlashAgainstListParams) => {
  return [`/wallet/flashAgainstList`, ...(params ? [params] : [])] as const;
};

export const getWalletFlashAgainstListQueryOptions = <
  TData = Awaited<ReturnType<typeof walletFlashAgainstList>>,
  TError = ErrorResponse,
>(
  params?: WalletFlashAgainstListParams,
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof walletFlashAgainstList>>, TError, TData>
    >;
    request?: SecondParameter<typeof apiCall>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getWalletFlashAgainstListQueryKey(params);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof walletFlashAgainstList>>> = ({ signal }) =>
    walletFlashAgainstList(params, requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof walletFlashAgainstList>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type WalletFlashAgainstListQueryResult = NonNullable<
  Awaited<ReturnType<typeof walletFlashAgainstList>>
>;
export type WalletFlashAgainstListQueryError = ErrorResponse;

export function useWalletFlashAgainstList<
  TData = Awaited<ReturnType<typeof walletFlashAgainstList>>,
  TError = ErrorResponse,
>(
  params: undefined | WalletFlashAgainstListParams,
  options: {
    query: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof walletFlashAgainstList>>, TError, TData>
    > &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof walletFlashAgainstList>>,
          TError,
          Awaited<ReturnType<typeof walletFlashAgainstList>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useWalletFlashAgainstList<
  TData = Awaited<ReturnType<typeof walletFlashAgainstList>>,
  TError = ErrorResponse,
>(
  params?: WalletFlashAgainstListParams,
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof walletFlashAgainstList>>, TError, TData>
    > &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof walletFlashAgainstList>>,
          TError,
          Awaited<ReturnType<typeof walletFlashAgainstList>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useWalletFlashAgainstList<
  TData = Awaited<ReturnType<typeof walletFlashAgainstList>>,
  TError = ErrorResponse,
>(
  params?: WalletFlashAgainstListParams,
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof walletFlashAgainstList>>, TError, TData>
    >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary The user's flash exchanges, newest first.
 */

export function useWalletFlashAgainstList<
  TData = Awaited<ReturnType<typeof walletFlashAgainstList>>,
  TError = ErrorResponse,
>(
  params?: WalletFlashAgainstListParams,
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof walletFlashAgainstList>>, TError, TData>
    >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getWalletFlashAgainstListQueryOptions(params, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * `password` is the fund password when one is set, otherwise the login password. An unknown
 * e-mail gets the same neutral refusal as an invalid recipient (422, code 1504), and only after
 * the balance was checked, so the answer never tells whether an e-mail is registered. Not to oneself.
 * @summary Gift an amount of a coin from the spot account to another user identified by e-mail.
 */
export const remittanceRemittance = (
  remittanceRemittanceBody: RemittanceRemittanceBody,
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  formUrlEncoded.append(`currency_id`, remittanceRemittanceBody.currency_id.toString());
  formUrlEncoded.append(`email`, remittanceRemittanceBody.email);
  formUrlEncoded.append(`amount`, remittanceRemittanceBody.amount);
  formUrlEncoded.append(`password`, remittanceRemittanceBody.password);

  return apiCall<GiftOk>(
    {
      url: `/remittance/remittance`,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getRemittanceRemittanceMutationKey = () => ['remittanceRemittance'] as const;

export const getRemittanceRemittanceMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof remittanceRemittance>>,
    TError,
    RemittanceRemittanceMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof apiCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof remittanceRemittance>>,
  TError,
  RemittanceRemittanceMutationVariables,
  TContext
> => {
  const mutationKey = getRemittanceRemittanceMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof remittanceRemittance>>,
    RemittanceRemittanceMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return remittanceRemittance(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type RemittanceRemittanceMutationResult = NonNullable<
  Awaited<ReturnType<typeof remittanceRemittance>>
>;
export type RemittanceRemittanceMutationBody = RemittanceRemittanceBody;
export type RemittanceRemittanceMutationError = ErrorResponse;
export type RemittanceRemittanceMutationVariables = { data: RemittanceRemittanceBody };

/**
 * @summary Gift an amount of a coin from the spot account to another user identified by e-mail.
 */
export const useRemittanceRemittance = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof remittanceRemittance>>,
      TError,
      RemittanceRemittanceMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof remittanceRemittance>>,
  TError,
  RemittanceRemittanceMutationVariables,
  TContext
> => {
  return useMutation(getRemittanceRemittanceMutationOptions(options), queryClient);
};
/**
 * @summary Gifts the user sent, newest first.
 */
export const remittanceRemittanceList = (
  params?: RemittanceRemittanceListParams,
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  return apiCall<GiftPageOk>(
    { url: `/remittance/remittanceList`, method: 'GET', params, signal },
    options,
  );
};

export const getRemittanceRemittanceListQueryKey = (params?: RemittanceRemittanceListParams) => {
  return [`/remittance/remittanceList`, ...(params ? [params] : [])] as const;
};

export const getRemittanceRemittanceListQueryOptions = <
  TData = Awaited<ReturnType<typeof remittanceRemittanceList>>,
  TError = ErrorResponse,
>(
  params?: RemittanceRemittanceListParams,
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof remittanceRemittanceList>>, TError, TData>
    >;
    request?: SecondParameter<typeof apiCall>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getRemittanceRemittanceListQueryKey(params);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof remittanceRemittanceList>>> = ({
    signal,
  }) => remittanceRemittanceList(params, requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof remittanceRemittanceList>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type RemittanceRemittanceListQueryResult = NonNullable<
  Awaited<ReturnType<typeof remittanceRemittanceList>>
>;
export type RemittanceRemittanceListQueryError = ErrorResponse;

export function useRemittanceRemittanceList<
  TData = Awaited<ReturnType<typeof remittanceRemittanceList>>,
  TError = ErrorResponse,
>(
  params: undefined | RemittanceRemittanceListParams,
  options: {
    query: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof remittanceRemittanceList>>, TError, TData>
    > &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof remittanceRemittanceList>>,
          TError,
          Awaited<ReturnType<typeof remittanceRemittanceList>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useRemittanceRemittanceList<
  TData = Awaited<ReturnType<typeof remittanceRemittanceList>>,
  TError = ErrorResponse,
>(
  params?: RemittanceRemittanceListParams,
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof remittanceRemittanceList>>, TError, TData>
    > &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof remittanceRemittanceList>>,
          TError,
          Awaited<ReturnType<typeof remittanceRemittanceList>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useRemittanceRemittanceList<
  TData = Awaited<ReturnType<typeof remittanceRemittanceList>>,
  TError = ErrorResponse,
>(
  params?: RemittanceRemittanceListParams,
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof remittanceRemittanceList>>, TError, TData>
    >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Gifts the user sent, newest first.
 */

export function useRemittanceRemittanceList<
  TData = Awaited<ReturnType<typeof remittanceRemittanceList>>,
  TError = ErrorResponse,
>(
  params?: RemittanceRemittanceListParams,
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof remittanceRemittanceList>>, TError, TData>
    >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getRemittanceRemittanceListQueryOptions(params, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * @summary Gifts the user received, newest first.
 */
export const remittanceRemittanceRecord = (
  params?: RemittanceRemittanceRecordParams,
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  return apiCall<GiftPageOk>(
    { url: `/remittance/remittanceRecord`, method: 'GET', params, signal },
    options,
  );
};

export const getRemittanceRemittanceRecordQueryKey = (
  params?: RemittanceRemittanceRecordParams,
) => {
  return [`/remittance/remittanceRecord`, ...(params ? [params] : [])] as const;
};

export const getRemittanceRemittanceRecordQueryOptions = <
  TData = Awaited<ReturnType<typeof remittanceRemittanceRecord>>,
  TError = ErrorResponse,
>(
  params?: RemittanceRemittanceRecordParams,
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof remittanceRemittanceRecord>>, TError, TData>
    >;
    request?: SecondParameter<typeof apiCall>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getRemittanceRemittanceRecordQueryKey(params);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof remittanceRemittanceRecord>>> = ({
    signal,
  }) => remittanceRemittanceRecord(params, requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof remittanceRemittanceRecord>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type RemittanceRemittanceRecordQueryResult = NonNullable<
  Awaited<ReturnType<typeof remittanceRemittanceRecord>>
>;
export type RemittanceRemittanceRecordQueryError = ErrorResponse;

export function useRemittanceRemittanceRecord<
  TData = Awaited<ReturnType<typeof remittanceRemittanceRecord>>,
  TError = ErrorResponse,
>(
  params: undefined | RemittanceRemittanceRecordParams,
  options: {
    query: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof remittanceRemittanceRecord>>, TError, TData>
    > &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof remittanceRemittanceRecord>>,
          TError,
          Awaited<ReturnType<typeof remittanceRemittanceRecord>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useRemittanceRemittanceRecord<
  TData = Awaited<ReturnType<typeof remittanceRemittanceRecord>>,
  TError = ErrorResponse,
>(
  params?: RemittanceRemittanceRecordParams,
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof remittanceRemittanceRecord>>, TError, TData>
    > &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof remittanceRemittanceRecord>>,
          TError,
          Awaited<ReturnType<typeof remittanceRemittanceRecord>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useRemittanceRemittanceRecord<
  TData = Awaited<ReturnType<typeof remittanceRemittanceRecord>>,
  TError = ErrorResponse,
>(
  params?: RemittanceRemittanceRecordParams,
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof remittanceRemittanceRecord>>, TError, TData>
    >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Gifts the user received, newest first.
 */

export function useRemittanceRemittanceRecord<
  TData = Awaited<ReturnType<typeof remittanceRemittanceRecord>>,
  TError = ErrorResponse,
>(
  params?: RemittanceRemittanceRecordParams,
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof remittanceRemittanceRecord>>, TError, TData>
    >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getRemittanceRemittanceRecordQueryOptions(params, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}
