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
  LeverDealOk,
  LeverDealRequest,
  LeverIdRequest,
  LeverMyTradeRequest,
  LeverPositionOk,
  LeverPositionPageOk,
  LeverSetStopRequest,
  LeverSubmitRequest,
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
 * @summary The trading panel of a pair - price, multiples, lot size, fee rate and the contract-account balance.
 */
export const leverDeal = (
  leverDealRequest: LeverDealRequest,
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  formUrlEncoded.append(`currency_id`, leverDealRequest.currency_id.toString());

  return apiCall<LeverDealOk>(
    {
      url: `/lever/deal`,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getLeverDealQueryKey = (leverDealRequest?: LeverDealRequest) => {
  return ['POST', `/lever/deal`, leverDealRequest] as const;
};

export const getLeverDealQueryOptions = <
  TData = Awaited<ReturnType<typeof leverDeal>>,
  TError = ErrorResponse,
>(
  leverDealRequest: LeverDealRequest,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof leverDeal>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getLeverDealQueryKey(leverDealRequest);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof leverDeal>>> = ({ signal }) =>
    leverDeal(leverDealRequest, requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof leverDeal>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type LeverDealQueryResult = NonNullable<Awaited<ReturnType<typeof leverDeal>>>;
export type LeverDealQueryError = ErrorResponse;

export function useLeverDeal<TData = Awaited<ReturnType<typeof leverDeal>>, TError = ErrorResponse>(
  leverDealRequest: LeverDealRequest,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof leverDeal>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof leverDeal>>,
          TError,
          Awaited<ReturnType<typeof leverDeal>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useLeverDeal<TData = Awaited<ReturnType<typeof leverDeal>>, TError = ErrorResponse>(
  leverDealRequest: LeverDealRequest,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof leverDeal>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof leverDeal>>,
          TError,
          Awaited<ReturnType<typeof leverDeal>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useLeverDeal<TData = Awaited<ReturnType<typeof leverDeal>>, TError = ErrorResponse>(
  leverDealRequest: LeverDealRequest,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof leverDeal>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary The trading panel of a pair - price, multiples, lot size, fee rate and the contract-account balance.
 */

export function useLeverDeal<TData = Awaited<ReturnType<typeof leverDeal>>, TError = ErrorResponse>(
  leverDealRequest: LeverDealRequest,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof leverDeal>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getLeverDealQueryOptions(leverDealRequest, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * quantity = lots × lot size (coin); notional = quantity × price (USDT, the feed's price now);
 * margin = notional / multiple (rounded up to 8 places); fee = notional × fee rate (rounded up).
 * Margin is frozen in the user's contract account and the fee paid to the fee house, in one ledger
 * entry. Lots: a positive integer, at least 1 ("Leverage minimum: 1 lot", code 2201). Stop prices
 * are required; a long needs stop-profit above and stop-loss below the current price, a short the
 * opposite (code 2202). Short balance: "Insufficient balance" (422, code 2203). A multiple the
 * coin's market does not offer is refused with field errors (400); a market the operator has closed
 * answers 409 (code 2709; open positions run on under their terms).
 *
 * Liquidation: when the loss reaches the margin minus the maintenance buffer (the market's
 * `maintenance_rate` share of the margin, 20 % by default, copied onto the position when opened),
 * i.e. at `liquidation_price`. Stops and liquidation are checked by the
 * server on every feed tick (one a minute); the position closes at that tick's price, which is
 * recorded. A loss never exceeds the margin: beyond it the contract book bears the rest.
 * @summary Open a long or short position in lots with a multiple and its stop-profit and stop-loss.
 */
export const leverSubmit = (
  leverSubmitRequest: LeverSubmitRequest,
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  formUrlEncoded.append(`currency_id`, leverSubmitRequest.currency_id.toString());
  formUrlEncoded.append(`side`, leverSubmitRequest.side);
  formUrlEncoded.append(`lots`, leverSubmitRequest.lots);
  formUrlEncoded.append(`multiple`, leverSubmitRequest.multiple.toString());
  formUrlEncoded.append(`stop_profit`, leverSubmitRequest.stop_profit);
  formUrlEncoded.append(`stop_loss`, leverSubmitRequest.stop_loss);

  return apiCall<LeverPositionOk>(
    {
      url: `/lever/submit`,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getLeverSubmitMutationKey = () => ['leverSubmit'] as const;

export const getLeverSubmitMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof leverSubmit>>,
    TError,
    LeverSubmitMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof apiCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof leverSubmit>>,
  TError,
  LeverSubmitMutationVariables,
  TContext
> => {
  const mutationKey = getLeverSubmitMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof leverSubmit>>,
    LeverSubmitMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return leverSubmit(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type LeverSubmitMutationResult = NonNullable<Awaited<ReturnType<typeof leverSubmit>>>;
export type LeverSubmitMutationBody = LeverSubmitRequest;
export type LeverSubmitMutationError = ErrorResponse;
export type LeverSubmitMutationVariables = { data: LeverSubmitRequest };

/**
 * @summary Open a long or short position in lots with a multiple and its stop-profit and stop-loss.
 */
export const useLeverSubmit = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof leverSubmit>>,
      TError,
      LeverSubmitMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof leverSubmit>>,
  TError,
  LeverSubmitMutationVariables,
  TContext
> => {
  return useMutation(getLeverSubmitMutationOptions(options), queryClient);
};
/**
 * @summary The user's positions by status (holding, closed, cancelled), newest first, with current price and P&L.
 */
export const leverMyTrade = (
  leverMyTradeRequest: LeverMyTradeRequest,
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  if (leverMyTradeRequest.status !== undefined) {
    formUrlEncoded.append(`status`, leverMyTradeRequest.status);
  }
  if (leverMyTradeRequest.page !== undefined) {
    formUrlEncoded.append(`page`, leverMyTradeRequest.page.toString());
  }
  if (leverMyTradeRequest.limit !== undefined) {
    formUrlEncoded.append(`limit`, leverMyTradeRequest.limit.toString());
  }

  return apiCall<LeverPositionPageOk>(
    {
      url: `/lever/my_trade`,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getLeverMyTradeQueryKey = (leverMyTradeRequest?: LeverMyTradeRequest) => {
  return ['POST', `/lever/my_trade`, leverMyTradeRequest] as const;
};

export const getLeverMyTradeQueryOptions = <
  TData = Awaited<ReturnType<typeof leverMyTrade>>,
  TError = ErrorResponse,
>(
  leverMyTradeRequest: LeverMyTradeRequest,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof leverMyTrade>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getLeverMyTradeQueryKey(leverMyTradeRequest);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof leverMyTrade>>> = ({ signal }) =>
    leverMyTrade(leverMyTradeRequest, requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof leverMyTrade>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type LeverMyTradeQueryResult = NonNullable<Awaited<ReturnType<typeof leverMyTrade>>>;
export type LeverMyTradeQueryError = ErrorResponse;

export function useLeverMyTrade<
  TData = Awaited<ReturnType<typeof leverMyTrade>>,
  TError = ErrorResponse,
>(
  leverMyTradeRequest: LeverMyTradeRequest,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof leverMyTrade>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof leverMyTrade>>,
          TError,
          Awaited<ReturnType<typeof leverMyTrade>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useLeverMyTrade<
  TData = Awaited<ReturnType<typeof leverMyTrade>>,
  TError = ErrorResponse,
>(
  leverMyTradeRequest: LeverMyTradeRequest,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof leverMyTrade>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof leverMyTrade>>,
          TError,
          Awaited<ReturnType<typeof leverMyTrade>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useLeverMyTrade<
  TData = Awaited<ReturnType<typeof leverMyTrade>>,
  TError = ErrorResponse,
>(
  leverMyTradeRequest: LeverMyTradeRequest,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof leverMyTrade>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary The user's positions by status (holding, closed, cancelled), newest first, with current price and P&L.
 */

export function useLeverMyTrade<
  TData = Awaited<ReturnType<typeof leverMyTrade>>,
  TError = ErrorResponse,
>(
  leverMyTradeRequest: LeverMyTradeRequest,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof leverMyTrade>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getLeverMyTradeQueryOptions(leverMyTradeRequest, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * Only the owner's holding positions; another user's id answers 404.
 * @summary Close a holding position at the feed's price now (the tick is recorded).
 */
export const leverClose = (
  leverIdRequest: LeverIdRequest,
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  formUrlEncoded.append(`id`, leverIdRequest.id.toString());

  return apiCall<LeverPositionOk>(
    {
      url: `/lever/close`,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getLeverCloseMutationKey = () => ['leverClose'] as const;

export const getLeverCloseMutationOptions = <TError = ErrorResponse, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof leverClose>>,
    TError,
    LeverCloseMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof apiCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof leverClose>>,
  TError,
  LeverCloseMutationVariables,
  TContext
> => {
  const mutationKey = getLeverCloseMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof leverClose>>,
    LeverCloseMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return leverClose(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type LeverCloseMutationResult = NonNullable<Awaited<ReturnType<typeof leverClose>>>;
export type LeverCloseMutationBody = LeverIdRequest;
export type LeverCloseMutationError = ErrorResponse;
export type LeverCloseMutationVariables = { data: LeverIdRequest };

/**
 * @summary Close a holding position at the feed's price now (the tick is recorded).
 */
export const useLeverClose = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof leverClose>>,
      TError,
      LeverCloseMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof leverClose>>,
  TError,
  LeverCloseMutationVariables,
  TContext
> => {
  return useMutation(getLeverCloseMutationOptions(options), queryClient);
};
/**
 * @summary Change the stop-profit and stop-loss of a holding position (same side rules as opening).
 */
export const leverSetstop = (
  leverSetStopRequest: LeverSetStopRequest,
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  formUrlEncoded.append(`id`, leverSetStopRequest.id.toString());
  formUrlEncoded.append(`stop_profit`, leverSetStopRequest.stop_profit);
  formUrlEncoded.append(`stop_loss`, leverSetStopRequest.stop_loss);

  return apiCall<LeverPositionOk>(
    {
      url: `/lever/setstop`,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getLeverSetstopMutationKey = () => ['leverSetstop'] as const;

export const getLeverSetstopMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof leverSetstop>>,
    TError,
    LeverSetstopMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof apiCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof leverSetstop>>,
  TError,
  LeverSetstopMutationVariables,
  TContext
> => {
  const mutationKey = getLeverSetstopMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof leverSetstop>>,
    LeverSetstopMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return leverSetstop(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type LeverSetstopMutationResult = NonNullable<Awaited<ReturnType<typeof leverSetstop>>>;
export type LeverSetstopMutationBody = LeverSetStopRequest;
export type LeverSetstopMutationError = ErrorResponse;
export type LeverSetstopMutationVariables = { data: LeverSetStopRequest };

/**
 * @summary Change the stop-profit and stop-loss of a holding position (same side rules as opening).
 */
export const useLeverSetstop = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof leverSetstop>>,
      TError,
      LeverSetstopMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof leverSetstop>>,
  TError,
  LeverSetstopMutationVariables,
  TContext
> => {
  return useMutation(getLeverSetstopMutationOptions(options), queryClient);
};
