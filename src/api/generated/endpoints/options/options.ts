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
  MicrotradeListsParams,
  OptionOrderOk,
  OptionOrderPageOk,
  OptionPairsOk,
  OptionPayableOk,
  OptionSecondsOk,
  OptionSubmitRequest,
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
 * @summary The delivery durations on offer, each with its payout ratio and minimum stake.
 */
export const microtradeSeconds = (
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  return apiCall<OptionSecondsOk>({ url: `/microtrade/seconds`, method: 'GET', signal }, options);
};

export const getMicrotradeSecondsQueryKey = () => {
  return [`/microtrade/seconds`] as const;
};

export const getMicrotradeSecondsQueryOptions = <
  TData = Awaited<ReturnType<typeof microtradeSeconds>>,
  TError = ErrorResponse,
>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof microtradeSeconds>>, TError, TData>>;
  request?: SecondParameter<typeof apiCall>;
}) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getMicrotradeSecondsQueryKey();

  const queryFn: QueryFunction<Awaited<ReturnType<typeof microtradeSeconds>>> = ({ signal }) =>
    microtradeSeconds(requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof microtradeSeconds>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type MicrotradeSecondsQueryResult = NonNullable<
  Awaited<ReturnType<typeof microtradeSeconds>>
>;
export type MicrotradeSecondsQueryError = ErrorResponse;

export function useMicrotradeSeconds<
  TData = Awaited<ReturnType<typeof microtradeSeconds>>,
  TError = ErrorResponse,
>(
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof microtradeSeconds>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof microtradeSeconds>>,
          TError,
          Awaited<ReturnType<typeof microtradeSeconds>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useMicrotradeSeconds<
  TData = Awaited<ReturnType<typeof microtradeSeconds>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof microtradeSeconds>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof microtradeSeconds>>,
          TError,
          Awaited<ReturnType<typeof microtradeSeconds>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useMicrotradeSeconds<
  TData = Awaited<ReturnType<typeof microtradeSeconds>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof microtradeSeconds>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary The delivery durations on offer, each with its payout ratio and minimum stake.
 */

export function useMicrotradeSeconds<
  TData = Awaited<ReturnType<typeof microtradeSeconds>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof microtradeSeconds>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getMicrotradeSecondsQueryOptions(options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * @summary The currencies a stake may be paid in, with their minimum and the user's options-account balance.
 */
export const microtradePayableCurrencies = (
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  return apiCall<OptionPayableOk>(
    { url: `/microtrade/payable_currencies`, method: 'GET', signal },
    options,
  );
};

export const getMicrotradePayableCurrenciesQueryKey = () => {
  return [`/microtrade/payable_currencies`] as const;
};

export const getMicrotradePayableCurrenciesQueryOptions = <
  TData = Awaited<ReturnType<typeof microtradePayableCurrencies>>,
  TError = ErrorResponse,
>(options?: {
  query?: Partial<
    UseQueryOptions<Awaited<ReturnType<typeof microtradePayableCurrencies>>, TError, TData>
  >;
  request?: SecondParameter<typeof apiCall>;
}) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getMicrotradePayableCurrenciesQueryKey();

  const queryFn: QueryFunction<Awaited<ReturnType<typeof microtradePayableCurrencies>>> = ({
    signal,
  }) => microtradePayableCurrencies(requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof microtradePayableCurrencies>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type MicrotradePayableCurrenciesQueryResult = NonNullable<
  Awaited<ReturnType<typeof microtradePayableCurrencies>>
>;
export type MicrotradePayableCurrenciesQueryError = ErrorResponse;

export function useMicrotradePayableCurrencies<
  TData = Awaited<ReturnType<typeof microtradePayableCurrencies>>,
  TError = ErrorResponse,
>(
  options: {
    query: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof microtradePayableCurrencies>>, TError, TData>
    > &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof microtradePayableCurrencies>>,
          TError,
          Awaited<ReturnType<typeof microtradePayableCurrencies>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useMicrotradePayableCurrencies<
  TData = Awaited<ReturnType<typeof microtradePayableCurrencies>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof microtradePayableCurrencies>>, TError, TData>
    > &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof microtradePayableCurrencies>>,
          TError,
          Awaited<ReturnType<typeof microtradePayableCurrencies>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useMicrotradePayableCurrencies<
  TData = Awaited<ReturnType<typeof microtradePayableCurrencies>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof microtradePayableCurrencies>>, TError, TData>
    >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary The currencies a stake may be paid in, with their minimum and the user's options-account balance.
 */

export function useMicrotradePayableCurrencies<
  TData = Awaited<ReturnType<typeof microtradePayableCurrencies>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof microtradePayableCurrencies>>, TError, TData>
    >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getMicrotradePayableCurrenciesQueryOptions(options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * @summary The option instruments (coins quoted in USDT) with the feed's price now.
 */
export const microtradePairs = (
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  return apiCall<OptionPairsOk>({ url: `/microtrade/pairs`, method: 'GET', signal }, options);
};

export const getMicrotradePairsQueryKey = () => {
  return [`/microtrade/pairs`] as const;
};

export const getMicrotradePairsQueryOptions = <
  TData = Awaited<ReturnType<typeof microtradePairs>>,
  TError = ErrorResponse,
>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof microtradePairs>>, TError, TData>>;
  request?: SecondParameter<typeof apiCall>;
}) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getMicrotradePairsQueryKey();

  const queryFn: QueryFunction<Awaited<ReturnType<typeof microtradePairs>>> = ({ signal }) =>
    microtradePairs(requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof microtradePairs>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type MicrotradePairsQueryResult = NonNullable<Awaited<ReturnType<typeof microtradePairs>>>;
export type MicrotradePairsQueryError = ErrorResponse;

export function useMicrotradePairs<
  TData = Awaited<ReturnType<typeof microtradePairs>>,
  TError = ErrorResponse,
>(
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof microtradePairs>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof microtradePairs>>,
          TError,
          Awaited<ReturnType<typeof microtradePairs>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useMicrotradePairs<
  TData = Awaited<ReturnType<typeof microtradePairs>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof microtradePairs>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof microtradePairs>>,
          TError,
          Awaited<ReturnType<typeof microtradePairs>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useMicrotradePairs<
  TData = Awaited<ReturnType<typeof microtradePairs>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof microtradePairs>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary The option instruments (coins quoted in USDT) with the feed's price now.
 */

export function useMicrotradePairs<
  TData = Awaited<ReturnType<typeof microtradePairs>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof microtradePairs>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getMicrotradePairsQueryOptions(options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * Needs basic KYC passed (403, code 2105, "Your account has not been authenticated"). `seconds`
 * and `quantity` are checked by the server with the spec's messages: "please select option time
 * first" (code 2101), "quantity empty" (2102), "quantity cannot be smaller than the minimum"
 * (2103); a short balance answers "Insufficient balance" (422, code 2104); a duration the operator
 * has closed answers 409 (code 2708; open orders of it settle as bought). The stake moves from the
 * user's options account into the option book at purchase, at the feed's price of that instant
 * (the open price).
 *
 * Settlement at the delivery instant, at the feed's price of that instant (the recorded tick):
 * with Δ = delivery − open and the flat band |Δ| ≤ `flat_band` × the open price (the duration's
 * band when bought, copied onto the order: 0.01 % by default, set per duration by the operator),
 * `up` wins when Δ is above the band, `down` when below it, `flat` when inside it.
 * A winning option is paid stake × (1 + payout ratio) from the option book; a losing one pays
 * nothing. The feed's price moves every 5 seconds (a seeded path between the minute closes), so a
 * 30 s option's delivery price is a different step's price from its open price.
 * @summary Buy an option (up = call, down = put, flat = even) on a pair for a delivery duration.
 */
export const microtradeSubmit = (
  optionSubmitRequest: OptionSubmitRequest,
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  formUrlEncoded.append(`currency_id`, optionSubmitRequest.currency_id.toString());
  formUrlEncoded.append(`pair_id`, optionSubmitRequest.pair_id.toString());
  formUrlEncoded.append(`direction`, optionSubmitRequest.direction);
  if (optionSubmitRequest.seconds !== undefined) {
    formUrlEncoded.append(`seconds`, optionSubmitRequest.seconds.toString());
  }
  if (optionSubmitRequest.quantity !== undefined) {
    formUrlEncoded.append(`quantity`, optionSubmitRequest.quantity);
  }

  return apiCall<OptionOrderOk>(
    {
      url: `/microtrade/submit`,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getMicrotradeSubmitMutationKey = () => ['microtradeSubmit'] as const;

export const getMicrotradeSubmitMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof microtradeSubmit>>,
    TError,
    MicrotradeSubmitMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof apiCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof microtradeSubmit>>,
  TError,
  MicrotradeSubmitMutationVariables,
  TContext
> => {
  const mutationKey = getMicrotradeSubmitMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof microtradeSubmit>>,
    MicrotradeSubmitMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return microtradeSubmit(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type MicrotradeSubmitMutationResult = NonNullable<
  Awaited<ReturnType<typeof microtradeSubmit>>
>;
export type MicrotradeSubmitMutationBody = OptionSubmitRequest;
export type MicrotradeSubmitMutationError = ErrorResponse;
export type MicrotradeSubmitMutationVariables = { data: OptionSubmitRequest };

/**
 * @summary Buy an option (up = call, down = put, flat = even) on a pair for a delivery duration.
 */
export const useMicrotradeSubmit = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof microtradeSubmit>>,
      TError,
      MicrotradeSubmitMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof microtradeSubmit>>,
  TError,
  MicrotradeSubmitMutationVariables,
  TContext
> => {
  return useMutation(getMicrotradeSubmitMutationOptions(options), queryClient);
};
/**
 * @summary The user's option orders, newest first, waiting or settled.
 */
export const microtradeLists = (
  params?: MicrotradeListsParams,
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  return apiCall<OptionOrderPageOk>(
    { url: `/microtrade/lists`, method: 'GET', params, signal },
    options,
  );
};

export const getMicrotradeListsQueryKey = (params?: MicrotradeListsParams) => {
  return [`/microtrade/lists`, ...(params ? [params] : [])] as const;
};

export const getMicrotradeListsQueryOptions = <
  TData = Awaited<ReturnType<typeof microtradeLists>>,
  TError = ErrorResponse,
>(
  params?: MicrotradeListsParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof microtradeLists>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getMicrotradeListsQueryKey(params);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof microtradeLists>>> = ({ signal }) =>
    microtradeLists(params, requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof microtradeLists>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type MicrotradeListsQueryResult = NonNullable<Awaited<ReturnType<typeof microtradeLists>>>;
export type MicrotradeListsQueryError = ErrorResponse;

export function useMicrotradeLists<
  TData = Awaited<ReturnType<typeof microtradeLists>>,
  TError = ErrorResponse,
>(
  params: undefined | MicrotradeListsParams,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof microtradeLists>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof microtradeLists>>,
          TError,
          Awaited<ReturnType<typeof microtradeLists>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useMicrotradeLists<
  TData = Awaited<ReturnType<typeof microtradeLists>>,
  TError = ErrorResponse,
>(
  params?: MicrotradeListsParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof microtradeLists>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof microtradeLists>>,
          TError,
          Awaited<ReturnType<typeof microtradeLists>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useMicrotradeLists<
  TData = Awaited<ReturnType<typeof microtradeLists>>,
  TError = ErrorResponse,
>(
  params?: MicrotradeListsParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof microtradeLists>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary The user's option orders, newest first, waiting or settled.
 */

export function useMicrotradeLists<
  TData = Awaited<ReturnType<typeof microtradeLists>>,
  TError = ErrorResponse,
>(
  params?: MicrotradeListsParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof microtradeLists>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getMicrotradeListsQueryOptions(params, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}
