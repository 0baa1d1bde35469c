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
  BuyRequest,
  ErrorResponse,
  FollowOrderOk,
  FollowOrderPageOk,
  FollowRequest,
  LhDepositConfigParams,
  LhDepositOrderParams,
  LhDepositProductInfoParams,
  LhDepositReportParams,
  LhSendOrderListParams,
  LhSendProductInfoParams,
  OrderOk,
  OrderPageOk,
  ProductConfigOk,
  ProductOk,
  RedeemRequest,
  ReportOk,
  TraderListOk,
  TraderOk,
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
 * @summary The products of a family with their terms and state, and the highest expected 30-day return.
 */
export const lhDepositConfig = (
  params?: LhDepositConfigParams,
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  return apiCall<ProductConfigOk>(
    { url: `/lh/deposit/config`, method: 'GET', params, signal },
    options,
  );
};

export const getLhDepositConfigQueryKey = (params?: LhDepositConfigParams) => {
  return [`/lh/deposit/config`, ...(params ? [params] : [])] as const;
};

export const getLhDepositConfigQueryOptions = <
  TData = Awaited<ReturnType<typeof lhDepositConfig>>,
  TError = ErrorResponse,
>(
  params?: LhDepositConfigParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof lhDepositConfig>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getLhDepositConfigQueryKey(params);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof lhDepositConfig>>> = ({ signal }) =>
    lhDepositConfig(params, requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof lhDepositConfig>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type LhDepositConfigQueryResult = NonNullable<Awaited<ReturnType<typeof lhDepositConfig>>>;
export type LhDepositConfigQueryError = ErrorResponse;

export function useLhDepositConfig<
  TData = Awaited<ReturnType<typeof lhDepositConfig>>,
  TError = ErrorResponse,
>(
  params: undefined | LhDepositConfigParams,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof lhDepositConfig>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof lhDepositConfig>>,
          TError,
          Awaited<ReturnType<typeof lhDepositConfig>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useLhDepositConfig<
  TData = Awaited<ReturnType<typeof lhDepositConfig>>,
  TError = ErrorResponse,
>(
  params?: LhDepositConfigParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof lhDepositConfig>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof lhDepositConfig>>,
          TError,
          Awaited<ReturnType<typeof lhDepositConfig>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useLhDepositConfig<
  TData = Awaited<ReturnType<typeof lhDepositConfig>>,
  TError = ErrorResponse,
>(
  params?: LhDepositConfigParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof lhDepositConfig>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary The products of a family with their terms and state, and the highest expected 30-day return.
 */

export function useLhDepositConfig<
  TData = Awaited<ReturnType<typeof lhDepositConfig>>,
  TError = ErrorResponse,
>(
  params?: LhDepositConfigParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof lhDepositConfig>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getLhDepositConfigQueryOptions(params, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * @summary One product, with the user's available trust balance of its coin.
 */
export const lhDepositProductInfo = (
  params: LhDepositProductInfoParams,
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  return apiCall<ProductOk>(
    { url: `/lh/deposit/product_info`, method: 'GET', params, signal },
    options,
  );
};

export const getLhDepositProductInfoQueryKey = (params?: LhDepositProductInfoParams) => {
  return [`/lh/deposit/product_info`, ...(params ? [params] : [])] as const;
};

export const getLhDepositProductInfoQueryOptions = <
  TData = Awaited<ReturnType<typeof lhDepositProductInfo>>,
  TError = ErrorResponse,
>(
  params: LhDepositProductInfoParams,
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof lhDepositProductInfo>>, TError, TData>
    >;
    request?: SecondParameter<typeof apiCall>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getLhDepositProductInfoQueryKey(params);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof lhDepositProductInfo>>> = ({ signal }) =>
    lhDepositProductInfo(params, requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof lhDepositProductInfo>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type LhDepositProductInfoQueryResult = NonNullable<
  Awaited<ReturnType<typeof lhDepositProductInfo>>
>;
export type LhDepositProductInfoQueryError = ErrorResponse;

export function useLhDepositProductInfo<
  TData = Awaited<ReturnType<typeof lhDepositProductInfo>>,
  TError = ErrorResponse,
>(
  params: LhDepositProductInfoParams,
  options: {
    query: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof lhDepositProductInfo>>, TError, TData>
    > &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof lhDepositProductInfo>>,
          TError,
          Awaited<ReturnType<typeof lhDepositProductInfo>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useLhDepositProductInfo<
  TData = Awaited<ReturnType<typeof lhDepositProductInfo>>,
  TError = ErrorResponse,
>(
  params: LhDepositProductInfoParams,
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof lhDepositProductInfo>>, TError, TData>
    > &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof lhDepositProductInfo>>,
          TError,
          Awaited<ReturnType<typeof lhDepositProductInfo>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useLhDepositProductInfo<
  TData = Awaited<ReturnType<typeof lhDepositProductInfo>>,
  TError = ErrorResponse,
>(
  params: LhDepositProductInfoParams,
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof lhDepositProductInfo>>, TError, TData>
    >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary One product, with the user's available trust balance of its coin.
 */

export function useLhDepositProductInfo<
  TData = Awaited<ReturnType<typeof lhDepositProductInfo>>,
  TError = ErrorResponse,
>(
  params: LhDepositProductInfoParams,
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof lhDepositProductInfo>>, TError, TData>
    >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getLhDepositProductInfoQueryOptions(params, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * The service agreement must be ticked (agree) and the amount at least the product's minimum escrow
 * amount; only open products can be bought (coming_soon and waiting_to_open are refused, 409).
 * The principal is frozen in the user's trust account; interest starts the day after the deposit (the
 * next UTC midnight) and the interest of each day, amount x daily_rate rounded down, is paid into the
 * trust account when the day has passed. At completion (start + period days) the principal is released.
 * Insufficient balance: 422, code 1801.
 * @summary Buy (host an amount in) a product from the trust account.
 */
export const lhDeposit = (
  buyRequest: BuyRequest,
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  formUrlEncoded.append(`product_id`, buyRequest.product_id.toString());
  formUrlEncoded.append(`amount`, buyRequest.amount);
  formUrlEncoded.append(`agree`, buyRequest.agree);

  return apiCall<OrderOk>(
    {
      url: `/lh/deposit`,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getLhDepositMutationKey = () => ['lhDeposit'] as const;

export const getLhDepositMutationOptions = <TError = ErrorResponse, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof lhDeposit>>,
    TError,
    LhDepositMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof apiCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof lhDeposit>>,
  TError,
  LhDepositMutationVariables,
  TContext
> => {
  const mutationKey = getLhDepositMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof lhDeposit>>,
    LhDepositMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return lhDeposit(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type LhDepositMutationResult = NonNullable<Awaited<ReturnType<typeof lhDeposit>>>;
export type LhDepositMutationBody = BuyRequest;
export type LhDepositMutationError = ErrorResponse;
export type LhDepositMutationVariables = { data: BuyRequest };

/**
 * @summary Buy (host an amount in) a product from the trust account.
 */
export const useLhDeposit = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof lhDeposit>>,
      TError,
      LhDepositMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof lhDeposit>>,
  TError,
  LhDepositMutationVariables,
  TContext
> => {
  return useMutation(getLhDepositMutationOptions(options), queryClient);
};
/**
 * @summary The user's hosted orders of a family in one tab (hosting, completed, redeemed), newest first.
 */
export const lhDepositOrder = (
  params?: LhDepositOrderParams,
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  return apiCall<OrderPageOk>({ url: `/lh/deposit/order`, method: 'GET', params, signal }, options);
};

export const getLhDepositOrderQueryKey = (params?: LhDepositOrderParams) => {
  return [`/lh/deposit/order`, ...(params ? [params] : [])] as const;
};

export const getLhDepositOrderQueryOptions = <
  TData = Awaited<ReturnType<typeof lhDepositOrder>>,
  TError = ErrorResponse,
>(
  params?: LhDepositOrderParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof lhDepositOrder>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getLhDepositOrderQueryKey(params);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof lhDepositOrder>>> = ({ signal }) =>
    lhDepositOrder(params, requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof lhDepositOrder>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type LhDepositOrderQueryResult = NonNullable<Awaited<ReturnType<typeof lhDepositOrder>>>;
export type LhDepositOrderQueryError = ErrorResponse;

export function useLhDepositOrder<
  TData = Awaited<ReturnType<typeof lhDepositOrder>>,
  TError = ErrorResponse,
>(
  params: undefined | LhDepositOrderParams,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof lhDepositOrder>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof lhDepositOrder>>,
          TError,
          Awaited<ReturnType<typeof lhDepositOrder>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useLhDepositOrder<
  TData = Awaited<ReturnType<typeof lhDepositOrder>>,
  TError = ErrorResponse,
>(
  params?: LhDepositOrderParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof lhDepositOrder>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof lhDepositOrder>>,
          TError,
          Awaited<ReturnType<typeof lhDepositOrder>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useLhDepositOrder<
  TData = Awaited<ReturnType<typeof lhDepositOrder>>,
  TError = ErrorResponse,
>(
  params?: LhDepositOrderParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof lhDepositOrder>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary The user's hosted orders of a family in one tab (hosting, completed, redeemed), newest first.
 */

export function useLhDepositOrder<
  TData = Awaited<ReturnType<typeof lhDepositOrder>>,
  TError = ErrorResponse,
>(
  params?: LhDepositOrderParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof lhDepositOrder>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getLhDepositOrderQueryOptions(params, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * Two rules, by the product family of the order:
 * - hosting (trust/hosting products, pages/template): liquidated damages = settlement_ratio x
 *   remaining_days x amount (0.4 %, 3 days, 1000 -> 12, refund 988);
 * - finance (finance products, pages/finance): a penalty of 1.5 x the daily interest (amount x daily_rate)
 *   is deducted from the principal (0.4 % on 10000 -> 60, refund 9940).
 * The penalty (rounded up, at most the principal) goes to the house penalties account; the rest of the
 * principal is released to the user's trust account. Interest already paid stays with the user.
 * Only the owner's orders in the hosting tab (404 otherwise).
 * @summary Redeem a hosting order early.
 */
export const lhDepositOrderCancel = (
  redeemRequest: RedeemRequest,
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  formUrlEncoded.append(`id`, redeemRequest.id.toString());

  return apiCall<OrderOk>(
    {
      url: `/lh/deposit/order/cancel`,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getLhDepositOrderCancelMutationKey = () => ['lhDepositOrderCancel'] as const;

export const getLhDepositOrderCancelMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof lhDepositOrderCancel>>,
    TError,
    LhDepositOrderCancelMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof apiCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof lhDepositOrderCancel>>,
  TError,
  LhDepositOrderCancelMutationVariables,
  TContext
> => {
  const mutationKey = getLhDepositOrderCancelMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof lhDepositOrderCancel>>,
    LhDepositOrderCancelMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return lhDepositOrderCancel(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type LhDepositOrderCancelMutationResult = NonNullable<
  Awaited<ReturnType<typeof lhDepositOrderCancel>>
>;
export type LhDepositOrderCancelMutationBody = RedeemRequest;
export type LhDepositOrderCancelMutationError = ErrorResponse;
export type LhDepositOrderCancelMutationVariables = { data: RedeemRequest };

/**
 * @summary Redeem a hosting order early.
 */
export const useLhDepositOrderCancel = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof lhDepositOrderCancel>>,
      TError,
      LhDepositOrderCancelMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof lhDepositOrderCancel>>,
  TError,
  LhDepositOrderCancelMutationVariables,
  TContext
> => {
  return useMutation(getLhDepositOrderCancelMutationOptions(options), queryClient);
};
/**
 * @summary The user's totals: hosted amount, today's income and total income.
 */
export const lhDepositReport = (
  params?: LhDepositReportParams,
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  return apiCall<ReportOk>({ url: `/lh/deposit/report`, method: 'GET', params, signal }, options);
};

export const getLhDepositReportQueryKey = (params?: LhDepositReportParams) => {
  return [`/lh/deposit/report`, ...(params ? [params] : [])] as const;
};

export const getLhDepositReportQueryOptions = <
  TData = Awaited<ReturnType<typeof lhDepositReport>>,
  TError = ErrorResponse,
>(
  params?: LhDepositReportParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof lhDepositReport>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getLhDepositReportQueryKey(params);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof lhDepositReport>>> = ({ signal }) =>
    lhDepositReport(params, requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof lhDepositReport>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type LhDepositReportQueryResult = NonNullable<Awaited<ReturnType<typeof lhDepositReport>>>;
export type LhDepositReportQueryError = ErrorResponse;

export function useLhDepositReport<
  TData = Awaited<ReturnType<typeof lhDepositReport>>,
  TError = ErrorResponse,
>(
  params: undefined | LhDepositReportParams,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof lhDepositReport>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof lhDepositReport>>,
          TError,
          Awaited<ReturnType<typeof lhDepositReport>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useLhDepositReport<
  TData = Awaited<ReturnType<typeof lhDepositReport>>,
  TError = ErrorResponse,
>(
  params?: LhDepositReportParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof lhDepositReport>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof lhDepositReport>>,
          TError,
          Awaited<ReturnType<typeof lhDepositReport>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useLhDepositReport<
  TData = Awaited<ReturnType<typeof lhDepositReport>>,
  TError = ErrorResponse,
>(
  params?: LhDepositReportParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof lhDepositReport>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary The user's totals: hosted amount, today's income and total income.
 */

export function useLhDepositReport<
  TData = Awaited<ReturnType<typeof lhDepositReport>>,
  TError = ErrorResponse,
>(
  params?: LhDepositReportParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof lhDepositReport>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getLhDepositReportQueryOptions(params, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * @summary Copy-trading: every trader that can be followed, with the terms of a follow order.
 */
export const lhSendConfig = (options?: SecondParameter<typeof apiCall>, signal?: AbortSignal) => {
  return apiCall<TraderListOk>({ url: `/lh/send/config`, method: 'GET', signal }, options);
};

export const getLhSendConfigQueryKey = () => {
  return [`/lh/send/config`] as const;
};

export const getLhSendConfigQueryOptions = <
  TData = Awaited<ReturnType<typeof lhSendConfig>>,
  TError = ErrorResponse,
>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof lhSendConfig>>, TError, TData>>;
  request?: SecondParameter<typeof apiCall>;
}) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getLhSendConfigQueryKey();

  const queryFn: QueryFunction<Awaited<ReturnType<typeof lhSendConfig>>> = ({ signal }) =>
    lhSendConfig(requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof lhSendConfig>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type LhSendConfigQueryResult = NonNullable<Awaited<ReturnType<typeof lhSendConfig>>>;
export type LhSendConfigQueryError = ErrorResponse;

export function useLhSendConfig<
  TData = Awaited<ReturnType<typeof lhSendConfig>>,
  TError = ErrorResponse,
>(
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof lhSendConfig>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof lhSendConfig>>,
          TError,
          Awaited<ReturnType<typeof lhSendConfig>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useLhSendConfig<
  TData = Awaited<ReturnType<typeof lhSendConfig>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof lhSendConfig>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof lhSendConfig>>,
          TError,
          Awaited<ReturnType<typeof lhSendConfig>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useLhSendConfig<
  TData = Awaited<ReturnType<typeof lhSendConfig>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof lhSendConfig>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Copy-trading: every trader that can be followed, with the terms of a follow order.
 */

export function useLhSendConfig<
  TData = Awaited<ReturnType<typeof lhSendConfig>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof lhSendConfig>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getLhSendConfigQueryOptions(options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * @summary One trader, with the user's available USDT in the trust account.
 */
export const lhSendProductInfo = (
  params: LhSendProductInfoParams,
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  return apiCall<TraderOk>(
    { url: `/lh/send/product_info`, method: 'GET', params, signal },
    options,
  );
};

export const getLhSendProductInfoQueryKey = (params?: LhSendProductInfoParams) => {
  return [`/lh/send/product_info`, ...(params ? [params] : [])] as const;
};

export const getLhSendProductInfoQueryOptions = <
  TData = Awaited<ReturnType<typeof lhSendProductInfo>>,
  TError = ErrorResponse,
>(
  params: LhSendProductInfoParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof lhSendProductInfo>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getLhSendProductInfoQueryKey(params);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof lhSendProductInfo>>> = ({ signal }) =>
    lhSendProductInfo(params, requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof lhSendProductInfo>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type LhSendProductInfoQueryResult = NonNullable<
  Awaited<ReturnType<typeof lhSendProductInfo>>
>;
export type LhSendProductInfoQueryError = ErrorResponse;

export function useLhSendProductInfo<
  TData = Awaited<ReturnType<typeof lhSendProductInfo>>,
  TError = ErrorResponse,
>(
  params: LhSendProductInfoParams,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof lhSendProductInfo>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof lhSendProductInfo>>,
          TError,
          Awaited<ReturnType<typeof lhSendProductInfo>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useLhSendProductInfo<
  TData = Awaited<ReturnType<typeof lhSendProductInfo>>,
  TError = ErrorResponse,
>(
  params: LhSendProductInfoParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof lhSendProductInfo>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof lhSendProductInfo>>,
          TError,
          Awaited<ReturnType<typeof lhSendProductInfo>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useLhSendProductInfo<
  TData = Awaited<ReturnType<typeof lhSendProductInfo>>,
  TError = ErrorResponse,
>(
  params: LhSendProductInfoParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof lhSendProductInfo>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary One trader, with the user's available USDT in the trust account.
 */

export function useLhSendProductInfo<
  TData = Awaited<ReturnType<typeof lhSendProductInfo>>,
  TError = ErrorResponse,
>(
  params: LhSendProductInfoParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof lhSendProductInfo>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getLhSendProductInfoQueryOptions(params, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * The amount (at least the trader's minimum, agreement ticked) moves into the house copy book. The
 * order opens at the market price of the trader's coin now and closes after the trader's period at
 * the market price of that instant (market simulator, no other input). return_rate = close/open - 1
 * for a long trader, 1 - close/open for a short one (not below -1); profit = amount x return_rate;
 * commission = commission_rate x profit when positive (rounded up); payout = amount + profit -
 * commission (rounded down) is paid back into the trust account by the settlement job.
 * @summary Follow a trader with an amount of USDT from the trust account.
 */
export const lhSendOrder = (
  followRequest: FollowRequest,
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  formUrlEncoded.append(`trader_id`, followRequest.trader_id.toString());
  formUrlEncoded.append(`amount`, followRequest.amount);
  formUrlEncoded.append(`agree`, followRequest.agree);

  return apiCall<FollowOrderOk>(
    {
      url: `/lh/send/order`,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getLhSendOrderMutationKey = () => ['lhSendOrder'] as const;

export const getLhSendOrderMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof lhSendOrder>>,
    TError,
    LhSendOrderMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof apiCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof lhSendOrder>>,
  TError,
  LhSendOrderMutationVariables,
  TContext
> => {
  const mutationKey = getLhSendOrderMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof lhSendOrder>>,
    LhSendOrderMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return lhSendOrder(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type LhSendOrderMutationResult = NonNullable<Awaited<ReturnType<typeof lhSendOrder>>>;
export type LhSendOrderMutationBody = FollowRequest;
export type LhSendOrderMutationError = ErrorResponse;
export type LhSendOrderMutationVariables = { data: FollowRequest };

/**
 * @summary Follow a trader with an amount of USDT from the trust account.
 */
export const useLhSendOrder = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof lhSendOrder>>,
      TError,
      LhSendOrderMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof lhSendOrder>>,
  TError,
  LhSendOrderMutationVariables,
  TContext
> => {
  return useMutation(getLhSendOrderMutationOptions(options), queryClient);
};
/**
 * @summary The user's follow orders, in progress or ended, newest first.
 */
export const lhSendOrderList = (
  params?: LhSendOrderListParams,
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  return apiCall<FollowOrderPageOk>(
    { url: `/lh/send/order_list`, method: 'GET', params, signal },
    options,
  );
};

export const getLhSendOrderListQueryKey = (params?: LhSendOrderListParams) => {
  return [`/lh/send/order_list`, ...(params ? [params] : [])] as const;
};

export const getLhSendOrderListQueryOptions = <
  TData = Awaited<ReturnType<typeof lhSendOrderList>>,
  TError = ErrorResponse,
>(
  params?: LhSendOrderListParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof lhSendOrderList>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getLhSendOrderListQueryKey(params);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof lhSendOrderList>>> = ({ signal }) =>
    lhSendOrderList(params, requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof lhSendOrderList>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type LhSendOrderListQueryResult = NonNullable<Awaited<ReturnType<typeof lhSendOrderList>>>;
export type LhSendOrderListQueryError = ErrorResponse;

export function useLhSendOrderList<
  TData = Awaited<ReturnType<typeof lhSendOrderList>>,
  TError = ErrorResponse,
>(
  params: undefined | LhSendOrderListParams,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof lhSendOrderList>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof lhSendOrderList>>,
          TError,
          Awaited<ReturnType<typeof lhSendOrderList>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useLhSendOrderList<
  TData = Awaited<ReturnType<typeof lhSendOrderList>>,
  TError = ErrorResponse,
>(
  params?: LhSendOrderListParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof lhSendOrderList>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof lhSendOrderList>>,
          TError,
          Awaited<ReturnType<typeof lhSendOrderList>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useLhSendOrderList<
  TData = Awaited<ReturnType<typeof lhSendOrderList>>,
  TError = ErrorResponse,
>(
  params?: LhSendOrderListParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof lhSendOrderList>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary The user's follow orders, in progress or ended, newest first.
 */

export function useLhSendOrderList<
  TData = Awaited<ReturnType<typeof lhSendOrderList>>,
  TError = ErrorResponse,
>(
  params?: LhSendOrderListParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof lhSendOrderList>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getLhSendOrderListQueryOptions(params, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * @summary Recommended traders: the three with the best 30-day return of their strategy on market prices.
 */
export const lhSendGetRecommend = (
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  return apiCall<TraderListOk>({ url: `/lh/send/get_recommend`, method: 'GET', signal }, options);
};

export const getLhSendGetRecommendQueryKey = () => {
  return [`/lh/send/get_recommend`] as const;
};

export const getLhSendGetRecommendQueryOptions = <
  TData = Awaited<ReturnType<typeof lhSendGetRecommend>>,
  TError = ErrorResponse,
>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof lhSendGetRecommend>>, TError, TData>>;
  request?: SecondParameter<typeof apiCall>;
}) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getLhSendGetRecommendQueryKey();

  const queryFn: QueryFunction<Awaited<ReturnType<typeof lhSendGetRecommend>>> = ({ signal }) =>
    lhSendGetRecommend(requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof lhSendGetRecommend>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type LhSendGetRecommendQueryResult = NonNullable<
  Awaited<ReturnType<typeof lhSendGetRecommend>>
>;
export type LhSendGetRecommendQueryError = ErrorResponse;

export function useLhSendGetRecommend<
  TData = Awaited<ReturnType<typeof lhSendGetRecommend>>,
  TError = ErrorResponse,
>(
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof lhSendGetRecommend>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof lhSendGetRecommend>>,
          TError,
          Awaited<ReturnType<typeof lhSendGetRecommend>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useLhSendGetRecommend<
  TData = Awaited<ReturnType<typeof lhSendGetRecommend>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof lhSendGetRecommend>>, TError, TData>
    > &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof lhSendGetRecommend>>,
          TError,
          Awaited<ReturnType<typeof lhSendGetRecommend>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useLhSendGetRecommend<
  TData = Awaited<ReturnType<typeof lhSendGetRecommend>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof lhSendGetRecommend>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Recommended traders: the three with the best 30-day return of their strategy on market prices.
 */

export function useLhSendGetRecommend<
  TData = Awaited<ReturnType<typeof lhSendGetRecommend>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof lhSendGetRecommend>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getLhSendGetRecommendQueryOptions(options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}
