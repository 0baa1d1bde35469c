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
  BuyFormOk,
  ConvertCoinListOk,
  ConvertOk,
  ConvertPageOk,
  ErrorResponse,
  MinerBuyMinerBody,
  MinerBuyMinerFormParams,
  MinerBuySeatBody,
  MinerBuySeatFormParams,
  MinerConvertBody,
  MinerConvertsParams,
  MinerInfoOk,
  MinerInfoParams,
  MinerModelListOk,
  MinerMyMinerListParams,
  MinerReservationParams,
  PledgeAwardPageOk,
  PledgeAwardParams,
  PledgeFormOk,
  PledgeInfoOk,
  PledgeOk,
  PledgePageOk,
  PledgePledgeBody,
  PledgePledgeFormParams,
  PledgePledgeRecordParams,
  PledgeProductListOk,
  PledgeSummaryOk,
  UserMinerOk,
  UserMinerPageOk,
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
 * @summary Miner models on offer: hashrate, price, seat price, daily yield and remaining offer time.
 */
export const minerList = (options?: SecondParameter<typeof apiCall>, signal?: AbortSignal) => {
  return apiCall<MinerModelListOk>({ url: `/miner/list`, method: 'GET', signal }, options);
};

export const getMinerListQueryKey = () => {
  return [`/miner/list`] as const;
};

export const getMinerListQueryOptions = <
  TData = Awaited<ReturnType<typeof minerList>>,
  TError = ErrorResponse,
>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof minerList>>, TError, TData>>;
  request?: SecondParameter<typeof apiCall>;
}) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getMinerListQueryKey();

  const queryFn: QueryFunction<Awaited<ReturnType<typeof minerList>>> = ({ signal }) =>
    minerList(requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof minerList>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type MinerListQueryResult = NonNullable<Awaited<ReturnType<typeof minerList>>>;
export type MinerListQueryError = ErrorResponse;

export function useMinerList<TData = Awaited<ReturnType<typeof minerList>>, TError = ErrorResponse>(
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof minerList>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof minerList>>,
          TError,
          Awaited<ReturnType<typeof minerList>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useMinerList<TData = Awaited<ReturnType<typeof minerList>>, TError = ErrorResponse>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof minerList>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof minerList>>,
          TError,
          Awaited<ReturnType<typeof minerList>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useMinerList<TData = Awaited<ReturnType<typeof minerList>>, TError = ErrorResponse>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof minerList>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Miner models on offer: hashrate, price, seat price, daily yield and remaining offer time.
 */

export function useMinerList<TData = Awaited<ReturnType<typeof minerList>>, TError = ErrorResponse>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof minerList>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getMinerListQueryOptions(options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * @summary The user's mining summary (miners by state, daily yield and accumulated per coin) and optionally one model.
 */
export const minerInfo = (
  params?: MinerInfoParams,
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  return apiCall<MinerInfoOk>({ url: `/miner/info`, method: 'GET', params, signal }, options);
};

export const getMinerInfoQueryKey = (params?: MinerInfoParams) => {
  return [`/miner/info`, ...(params ? [params] : [])] as const;
};

export const getMinerInfoQueryOptions = <
  TData = Awaited<ReturnType<typeof minerInfo>>,
  TError = ErrorResponse,
>(
  params?: MinerInfoParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof minerInfo>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getMinerInfoQueryKey(params);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof minerInfo>>> = ({ signal }) =>
    minerInfo(params, requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof minerInfo>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type MinerInfoQueryResult = NonNullable<Awaited<ReturnType<typeof minerInfo>>>;
export type MinerInfoQueryError = ErrorResponse;

export function useMinerInfo<TData = Awaited<ReturnType<typeof minerInfo>>, TError = ErrorResponse>(
  params: undefined | MinerInfoParams,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof minerInfo>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof minerInfo>>,
          TError,
          Awaited<ReturnType<typeof minerInfo>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useMinerInfo<TData = Awaited<ReturnType<typeof minerInfo>>, TError = ErrorResponse>(
  params?: MinerInfoParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof minerInfo>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof minerInfo>>,
          TError,
          Awaited<ReturnType<typeof minerInfo>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useMinerInfo<TData = Awaited<ReturnType<typeof minerInfo>>, TError = ErrorResponse>(
  params?: MinerInfoParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof minerInfo>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary The user's mining summary (miners by state, daily yield and accumulated per coin) and optionally one model.
 */

export function useMinerInfo<TData = Awaited<ReturnType<typeof minerInfo>>, TError = ErrorResponse>(
  params?: MinerInfoParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof minerInfo>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getMinerInfoQueryOptions(params, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * @summary The machine purchase form: the model and the user's available USDT.
 */
export const minerBuyMinerForm = (
  params: MinerBuyMinerFormParams,
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  return apiCall<BuyFormOk>({ url: `/miner/buyMiner`, method: 'GET', params, signal }, options);
};

export const getMinerBuyMinerFormQueryKey = (params?: MinerBuyMinerFormParams) => {
  return [`/miner/buyMiner`, ...(params ? [params] : [])] as const;
};

export const getMinerBuyMinerFormQueryOptions = <
  TData = Awaited<ReturnType<typeof minerBuyMinerForm>>,
  TError = ErrorResponse,
>(
  params: MinerBuyMinerFormParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof minerBuyMinerForm>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getMinerBuyMinerFormQueryKey(params);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof minerBuyMinerForm>>> = ({ signal }) =>
    minerBuyMinerForm(params, requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof minerBuyMinerForm>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type MinerBuyMinerFormQueryResult = NonNullable<
  Awaited<ReturnType<typeof minerBuyMinerForm>>
>;
export type MinerBuyMinerFormQueryError = ErrorResponse;

export function useMinerBuyMinerForm<
  TData = Awaited<ReturnType<typeof minerBuyMinerForm>>,
  TError = ErrorResponse,
>(
  params: MinerBuyMinerFormParams,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof minerBuyMinerForm>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof minerBuyMinerForm>>,
          TError,
          Awaited<ReturnType<typeof minerBuyMinerForm>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useMinerBuyMinerForm<
  TData = Awaited<ReturnType<typeof minerBuyMinerForm>>,
  TError = ErrorResponse,
>(
  params: MinerBuyMinerFormParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof minerBuyMinerForm>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof minerBuyMinerForm>>,
          TError,
          Awaited<ReturnType<typeof minerBuyMinerForm>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useMinerBuyMinerForm<
  TData = Awaited<ReturnType<typeof minerBuyMinerForm>>,
  TError = ErrorResponse,
>(
  params: MinerBuyMinerFormParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof minerBuyMinerForm>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary The machine purchase form: the model and the user's available USDT.
 */

export function useMinerBuyMinerForm<
  TData = Awaited<ReturnType<typeof minerBuyMinerForm>>,
  TError = ErrorResponse,
>(
  params: MinerBuyMinerFormParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof minerBuyMinerForm>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getMinerBuyMinerFormQueryOptions(params, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * Insufficient USDT: 422 code 2401; the offer has ended: 409 code 2402. A model the operator has closed, or one
 * on a delisted coin, is not sold (409, code 2760); machines bought earlier keep their hash rate, coin and yield.
 * @summary Buy whole machines with USDT; they prepare for the model's preparation days, then earn their daily yield.
 */
export const minerBuyMiner = (
  minerBuyMinerBody: MinerBuyMinerBody,
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  formUrlEncoded.append(`id`, minerBuyMinerBody.id.toString());
  formUrlEncoded.append(`quantity`, minerBuyMinerBody.quantity.toString());

  return apiCall<UserMinerOk>(
    {
      url: `/miner/buyMiner`,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getMinerBuyMinerMutationKey = () => ['minerBuyMiner'] as const;

export const getMinerBuyMinerMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof minerBuyMiner>>,
    TError,
    MinerBuyMinerMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof apiCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof minerBuyMiner>>,
  TError,
  MinerBuyMinerMutationVariables,
  TContext
> => {
  const mutationKey = getMinerBuyMinerMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof minerBuyMiner>>,
    MinerBuyMinerMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return minerBuyMiner(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type MinerBuyMinerMutationResult = NonNullable<Awaited<ReturnType<typeof minerBuyMiner>>>;
export type MinerBuyMinerMutationBody = MinerBuyMinerBody;
export type MinerBuyMinerMutationError = ErrorResponse;
export type MinerBuyMinerMutationVariables = { data: MinerBuyMinerBody };

/**
 * @summary Buy whole machines with USDT; they prepare for the model's preparation days, then earn their daily yield.
 */
export const useMinerBuyMiner = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof minerBuyMiner>>,
      TError,
      MinerBuyMinerMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof minerBuyMiner>>,
  TError,
  MinerBuyMinerMutationVariables,
  TContext
> => {
  return useMutation(getMinerBuyMinerMutationOptions(options), queryClient);
};
/**
 * @summary Seats on offer: each model's seat price, seats per machine and daily yield of one seat.
 */
export const minerSeatList = (options?: SecondParameter<typeof apiCall>, signal?: AbortSignal) => {
  return apiCall<MinerModelListOk>({ url: `/miner/seatList`, method: 'GET', signal }, options);
};

export const getMinerSeatListQueryKey = () => {
  return [`/miner/seatList`] as const;
};

export const getMinerSeatListQueryOptions = <
  TData = Awaited<ReturnType<typeof minerSeatList>>,
  TError = ErrorResponse,
>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof minerSeatList>>, TError, TData>>;
  request?: SecondParameter<typeof apiCall>;
}) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getMinerSeatListQueryKey();

  const queryFn: QueryFunction<Awaited<ReturnType<typeof minerSeatList>>> = ({ signal }) =>
    minerSeatList(requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof minerSeatList>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type MinerSeatListQueryResult = NonNullable<Awaited<ReturnType<typeof minerSeatList>>>;
export type MinerSeatListQueryError = ErrorResponse;

export function useMinerSeatList<
  TData = Awaited<ReturnType<typeof minerSeatList>>,
  TError = ErrorResponse,
>(
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof minerSeatList>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof minerSeatList>>,
          TError,
          Awaited<ReturnType<typeof minerSeatList>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useMinerSeatList<
  TData = Awaited<ReturnType<typeof minerSeatList>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof minerSeatList>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof minerSeatList>>,
          TError,
          Awaited<ReturnType<typeof minerSeatList>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useMinerSeatList<
  TData = Awaited<ReturnType<typeof minerSeatList>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof minerSeatList>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Seats on offer: each model's seat price, seats per machine and daily yield of one seat.
 */

export function useMinerSeatList<
  TData = Awaited<ReturnType<typeof minerSeatList>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof minerSeatList>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getMinerSeatListQueryOptions(options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * @summary The seat purchase form: the model and the user's available USDT.
 */
export const minerBuySeatForm = (
  params: MinerBuySeatFormParams,
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  return apiCall<BuyFormOk>({ url: `/miner/buySeat`, method: 'GET', params, signal }, options);
};

export const getMinerBuySeatFormQueryKey = (params?: MinerBuySeatFormParams) => {
  return [`/miner/buySeat`, ...(params ? [params] : [])] as const;
};

export const getMinerBuySeatFormQueryOptions = <
  TData = Awaited<ReturnType<typeof minerBuySeatForm>>,
  TError = ErrorResponse,
>(
  params: MinerBuySeatFormParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof minerBuySeatForm>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getMinerBuySeatFormQueryKey(params);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof minerBuySeatForm>>> = ({ signal }) =>
    minerBuySeatForm(params, requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof minerBuySeatForm>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type MinerBuySeatFormQueryResult = NonNullable<Awaited<ReturnType<typeof minerBuySeatForm>>>;
export type MinerBuySeatFormQueryError = ErrorResponse;

export function useMinerBuySeatForm<
  TData = Awaited<ReturnType<typeof minerBuySeatForm>>,
  TError = ErrorResponse,
>(
  params: MinerBuySeatFormParams,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof minerBuySeatForm>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof minerBuySeatForm>>,
          TError,
          Awaited<ReturnType<typeof minerBuySeatForm>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useMinerBuySeatForm<
  TData = Awaited<ReturnType<typeof minerBuySeatForm>>,
  TError = ErrorResponse,
>(
  params: MinerBuySeatFormParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof minerBuySeatForm>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof minerBuySeatForm>>,
          TError,
          Awaited<ReturnType<typeof minerBuySeatForm>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useMinerBuySeatForm<
  TData = Awaited<ReturnType<typeof minerBuySeatForm>>,
  TError = ErrorResponse,
>(
  params: MinerBuySeatFormParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof minerBuySeatForm>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary The seat purchase form: the model and the user's available USDT.
 */

export function useMinerBuySeatForm<
  TData = Awaited<ReturnType<typeof minerBuySeatForm>>,
  TError = ErrorResponse,
>(
  params: MinerBuySeatFormParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof minerBuySeatForm>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getMinerBuySeatFormQueryOptions(params, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * Insufficient USDT: 422 code 2401; the offer has ended: 409 code 2402. A model the operator has closed, or one
 * on a delisted coin, is not sold (409, code 2760); seats bought earlier keep their terms.
 * @summary Buy seats (equal shares of a machine) with USDT.
 */
export const minerBuySeat = (
  minerBuySeatBody: MinerBuySeatBody,
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  formUrlEncoded.append(`id`, minerBuySeatBody.id.toString());
  formUrlEncoded.append(`quantity`, minerBuySeatBody.quantity.toString());

  return apiCall<UserMinerOk>(
    {
      url: `/miner/buySeat`,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getMinerBuySeatMutationKey = () => ['minerBuySeat'] as const;

export const getMinerBuySeatMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof minerBuySeat>>,
    TError,
    MinerBuySeatMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof apiCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof minerBuySeat>>,
  TError,
  MinerBuySeatMutationVariables,
  TContext
> => {
  const mutationKey = getMinerBuySeatMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof minerBuySeat>>,
    MinerBuySeatMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return minerBuySeat(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type MinerBuySeatMutationResult = NonNullable<Awaited<ReturnType<typeof minerBuySeat>>>;
export type MinerBuySeatMutationBody = MinerBuySeatBody;
export type MinerBuySeatMutationError = ErrorResponse;
export type MinerBuySeatMutationVariables = { data: MinerBuySeatBody };

/**
 * @summary Buy seats (equal shares of a machine) with USDT.
 */
export const useMinerBuySeat = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof minerBuySeat>>,
      TError,
      MinerBuySeatMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof minerBuySeat>>,
  TError,
  MinerBuySeatMutationVariables,
  TContext
> => {
  return useMutation(getMinerBuySeatMutationOptions(options), queryClient);
};
/**
 * @summary The user's miners and seats: state (preparing, earning, ended), daily yield, accumulated.
 */
export const minerMyMinerList = (
  params?: MinerMyMinerListParams,
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  return apiCall<UserMinerPageOk>(
    { url: `/miner/myMinerList`, method: 'GET', params, signal },
    options,
  );
};

export const getMinerMyMinerListQueryKey = (params?: MinerMyMinerListParams) => {
  return [`/miner/myMinerList`, ...(params ? [params] : [])] as const;
};

export const getMinerMyMinerListQueryOptions = <
  TData = Awaited<ReturnType<typeof minerMyMinerList>>,
  TError = ErrorResponse,
>(
  params?: MinerMyMinerListParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof minerMyMinerList>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getMinerMyMinerListQueryKey(params);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof minerMyMinerList>>> = ({ signal }) =>
    minerMyMinerList(params, requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof minerMyMinerList>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type MinerMyMinerListQueryResult = NonNullable<Awaited<ReturnType<typeof minerMyMinerList>>>;
export type MinerMyMinerListQueryError = ErrorResponse;

export function useMinerMyMinerList<
  TData = Awaited<ReturnType<typeof minerMyMinerList>>,
  TError = ErrorResponse,
>(
  params: undefined | MinerMyMinerListParams,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof minerMyMinerList>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof minerMyMinerList>>,
          TError,
          Awaited<ReturnType<typeof minerMyMinerList>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useMinerMyMinerList<
  TData = Awaited<ReturnType<typeof minerMyMinerList>>,
  TError = ErrorResponse,
>(
  params?: MinerMyMinerListParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof minerMyMinerList>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof minerMyMinerList>>,
          TError,
          Awaited<ReturnType<typeof minerMyMinerList>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useMinerMyMinerList<
  TData = Awaited<ReturnType<typeof minerMyMinerList>>,
  TError = ErrorResponse,
>(
  params?: MinerMyMinerListParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof minerMyMinerList>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary The user's miners and seats: state (preparing, earning, ended), daily yield, accumulated.
 */

export function useMinerMyMinerList<
  TData = Awaited<ReturnType<typeof minerMyMinerList>>,
  TError = ErrorResponse,
>(
  params?: MinerMyMinerListParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof minerMyMinerList>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getMinerMyMinerListQueryOptions(params, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * @summary The user's purchase (reservation) records of machines and seats, newest first.
 */
export const minerReservation = (
  params?: MinerReservationParams,
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  return apiCall<UserMinerPageOk>(
    { url: `/miner/reservation`, method: 'GET', params, signal },
    options,
  );
};

export const getMinerReservationQueryKey = (params?: MinerReservationParams) => {
  return [`/miner/reservation`, ...(params ? [params] : [])] as const;
};

export const getMinerReservationQueryOptions = <
  TData = Awaited<ReturnType<typeof minerReservation>>,
  TError = ErrorResponse,
>(
  params?: MinerReservationParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof minerReservation>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getMinerReservationQueryKey(params);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof minerReservation>>> = ({ signal }) =>
    minerReservation(params, requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof minerReservation>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type MinerReservationQueryResult = NonNullable<Awaited<ReturnType<typeof minerReservation>>>;
export type MinerReservationQueryError = ErrorResponse;

export function useMinerReservation<
  TData = Awaited<ReturnType<typeof minerReservation>>,
  TError = ErrorResponse,
>(
  params: undefined | MinerReservationParams,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof minerReservation>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof minerReservation>>,
          TError,
          Awaited<ReturnType<typeof minerReservation>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useMinerReservation<
  TData = Awaited<ReturnType<typeof minerReservation>>,
  TError = ErrorResponse,
>(
  params?: MinerReservationParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof minerReservation>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof minerReservation>>,
          TError,
          Awaited<ReturnType<typeof minerReservation>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useMinerReservation<
  TData = Awaited<ReturnType<typeof minerReservation>>,
  TError = ErrorResponse,
>(
  params?: MinerReservationParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof minerReservation>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary The user's purchase (reservation) records of machines and seats, newest first.
 */

export function useMinerReservation<
  TData = Awaited<ReturnType<typeof minerReservation>>,
  TError = ErrorResponse,
>(
  params?: MinerReservationParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof minerReservation>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getMinerReservationQueryOptions(params, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * @summary The user's staking summary: active pledges, staked and awarded per coin.
 */
export const minerZhiya = (options?: SecondParameter<typeof apiCall>, signal?: AbortSignal) => {
  return apiCall<PledgeSummaryOk>({ url: `/miner/zhiya`, method: 'GET', signal }, options);
};

export const getMinerZhiyaQueryKey = () => {
  return [`/miner/zhiya`] as const;
};

export const getMinerZhiyaQueryOptions = <
  TData = Awaited<ReturnType<typeof minerZhiya>>,
  TError = ErrorResponse,
>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof minerZhiya>>, TError, TData>>;
  request?: SecondParameter<typeof apiCall>;
}) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getMinerZhiyaQueryKey();

  const queryFn: QueryFunction<Awaited<ReturnType<typeof minerZhiya>>> = ({ signal }) =>
    minerZhiya(requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof minerZhiya>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type MinerZhiyaQueryResult = NonNullable<Awaited<ReturnType<typeof minerZhiya>>>;
export type MinerZhiyaQueryError = ErrorResponse;

export function useMinerZhiya<
  TData = Awaited<ReturnType<typeof minerZhiya>>,
  TError = ErrorResponse,
>(
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof minerZhiya>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof minerZhiya>>,
          TError,
          Awaited<ReturnType<typeof minerZhiya>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useMinerZhiya<
  TData = Awaited<ReturnType<typeof minerZhiya>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof minerZhiya>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof minerZhiya>>,
          TError,
          Awaited<ReturnType<typeof minerZhiya>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useMinerZhiya<
  TData = Awaited<ReturnType<typeof minerZhiya>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof minerZhiya>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary The user's staking summary: active pledges, staked and awarded per coin.
 */

export function useMinerZhiya<
  TData = Awaited<ReturnType<typeof minerZhiya>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof minerZhiya>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getMinerZhiyaQueryOptions(options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * @summary The convert form: mined coins with their USDT price now and the user's available balance.
 */
export const minerConvertForm = (
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  return apiCall<ConvertCoinListOk>({ url: `/miner/convert`, method: 'GET', signal }, options);
};

export const getMinerConvertFormQueryKey = () => {
  return [`/miner/convert`] as const;
};

export const getMinerConvertFormQueryOptions = <
  TData = Awaited<ReturnType<typeof minerConvertForm>>,
  TError = ErrorResponse,
>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof minerConvertForm>>, TError, TData>>;
  request?: SecondParameter<typeof apiCall>;
}) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getMinerConvertFormQueryKey();

  const queryFn: QueryFunction<Awaited<ReturnType<typeof minerConvertForm>>> = ({ signal }) =>
    minerConvertForm(requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof minerConvertForm>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type MinerConvertFormQueryResult = NonNullable<Awaited<ReturnType<typeof minerConvertForm>>>;
export type MinerConvertFormQueryError = ErrorResponse;

export function useMinerConvertForm<
  TData = Awaited<ReturnType<typeof minerConvertForm>>,
  TError = ErrorResponse,
>(
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof minerConvertForm>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof minerConvertForm>>,
          TError,
          Awaited<ReturnType<typeof minerConvertForm>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useMinerConvertForm<
  TData = Awaited<ReturnType<typeof minerConvertForm>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof minerConvertForm>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof minerConvertForm>>,
          TError,
          Awaited<ReturnType<typeof minerConvertForm>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useMinerConvertForm<
  TData = Awaited<ReturnType<typeof minerConvertForm>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof minerConvertForm>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary The convert form: mined coins with their USDT price now and the user's available balance.
 */

export function useMinerConvertForm<
  TData = Awaited<ReturnType<typeof minerConvertForm>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof minerConvertForm>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getMinerConvertFormQueryOptions(options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * @summary Convert a mined coin to USDT at the market simulator's price of the moment, without a fee.
 */
export const minerConvert = (
  minerConvertBody: MinerConvertBody,
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  formUrlEncoded.append(`currency_id`, minerConvertBody.currency_id.toString());
  formUrlEncoded.append(`amount`, minerConvertBody.amount);

  return apiCall<ConvertOk>(
    {
      url: `/miner/convert`,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getMinerConvertMutationKey = () => ['minerConvert'] as const;

export const getMinerConvertMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof minerConvert>>,
    TError,
    MinerConvertMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof apiCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof minerConvert>>,
  TError,
  MinerConvertMutationVariables,
  TContext
> => {
  const mutationKey = getMinerConvertMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof minerConvert>>,
    MinerConvertMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return minerConvert(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type MinerConvertMutationResult = NonNullable<Awaited<ReturnType<typeof minerConvert>>>;
export type MinerConvertMutationBody = MinerConvertBody;
export type MinerConvertMutationError = ErrorResponse;
export type MinerConvertMutationVariables = { data: MinerConvertBody };

/**
 * @summary Convert a mined coin to USDT at the market simulator's price of the moment, without a fee.
 */
export const useMinerConvert = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof minerConvert>>,
      TError,
      MinerConvertMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof minerConvert>>,
  TError,
  MinerConvertMutationVariables,
  TContext
> => {
  return useMutation(getMinerConvertMutationOptions(options), queryClient);
};
/**
 * @summary The user's conversions, newest first.
 */
export const minerConverts = (
  params?: MinerConvertsParams,
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  return apiCall<ConvertPageOk>({ url: `/miner/converts`, method: 'GET', params, signal }, options);
};

export const getMinerConvertsQueryKey = (params?: MinerConvertsParams) => {
  return [`/miner/converts`, ...(params ? [params] : [])] as const;
};

export const getMinerConvertsQueryOptions = <
  TData = Awaited<ReturnType<typeof minerConverts>>,
  TError = ErrorResponse,
>(
  params?: MinerConvertsParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof minerConverts>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getMinerConvertsQueryKey(params);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof minerConverts>>> = ({ signal }) =>
    minerConverts(params, requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof minerConverts>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type MinerConvertsQueryResult = NonNullable<Awaited<ReturnType<typeof minerConverts>>>;
export type MinerConvertsQueryError = ErrorResponse;

export function useMinerConverts<
  TData = Awaited<ReturnType<typeof minerConverts>>,
  TError = ErrorResponse,
>(
  params: undefined | MinerConvertsParams,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof minerConverts>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof minerConverts>>,
          TError,
          Awaited<ReturnType<typeof minerConverts>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useMinerConverts<
  TData = Awaited<ReturnType<typeof minerConverts>>,
  TError = ErrorResponse,
>(
  params?: MinerConvertsParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof minerConverts>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof minerConverts>>,
          TError,
          Awaited<ReturnType<typeof minerConverts>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useMinerConverts<
  TData = Awaited<ReturnType<typeof minerConverts>>,
  TError = ErrorResponse,
>(
  params?: MinerConvertsParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof minerConverts>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary The user's conversions, newest first.
 */

export function useMinerConverts<
  TData = Awaited<ReturnType<typeof minerConverts>>,
  TError = ErrorResponse,
>(
  params?: MinerConvertsParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof minerConverts>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getMinerConvertsQueryOptions(params, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * @summary Pledge rules: the products and the user's staking summary.
 */
export const pledgeInfo = (options?: SecondParameter<typeof apiCall>, signal?: AbortSignal) => {
  return apiCall<PledgeInfoOk>({ url: `/pledge/info`, method: 'GET', signal }, options);
};

export const getPledgeInfoQueryKey = () => {
  return [`/pledge/info`] as const;
};

export const getPledgeInfoQueryOptions = <
  TData = Awaited<ReturnType<typeof pledgeInfo>>,
  TError = ErrorResponse,
>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof pledgeInfo>>, TError, TData>>;
  request?: SecondParameter<typeof apiCall>;
}) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getPledgeInfoQueryKey();

  const queryFn: QueryFunction<Awaited<ReturnType<typeof pledgeInfo>>> = ({ signal }) =>
    pledgeInfo(requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof pledgeInfo>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type PledgeInfoQueryResult = NonNullable<Awaited<ReturnType<typeof pledgeInfo>>>;
export type PledgeInfoQueryError = ErrorResponse;

export function usePledgeInfo<
  TData = Awaited<ReturnType<typeof pledgeInfo>>,
  TError = ErrorResponse,
>(
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof pledgeInfo>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof pledgeInfo>>,
          TError,
          Awaited<ReturnType<typeof pledgeInfo>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function usePledgeInfo<
  TData = Awaited<ReturnType<typeof pledgeInfo>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof pledgeInfo>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof pledgeInfo>>,
          TError,
          Awaited<ReturnType<typeof pledgeInfo>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function usePledgeInfo<
  TData = Awaited<ReturnType<typeof pledgeInfo>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof pledgeInfo>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Pledge rules: the products and the user's staking summary.
 */

export function usePledgeInfo<
  TData = Awaited<ReturnType<typeof pledgeInfo>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof pledgeInfo>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getPledgeInfoQueryOptions(options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * @summary Pledge (staking) products: coin, days, daily rate, limits.
 */
export const pledgeMiner = (options?: SecondParameter<typeof apiCall>, signal?: AbortSignal) => {
  return apiCall<PledgeProductListOk>({ url: `/pledge/miner`, method: 'GET', signal }, options);
};

export const getPledgeMinerQueryKey = () => {
  return [`/pledge/miner`] as const;
};

export const getPledgeMinerQueryOptions = <
  TData = Awaited<ReturnType<typeof pledgeMiner>>,
  TError = ErrorResponse,
>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof pledgeMiner>>, TError, TData>>;
  request?: SecondParameter<typeof apiCall>;
}) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getPledgeMinerQueryKey();

  const queryFn: QueryFunction<Awaited<ReturnType<typeof pledgeMiner>>> = ({ signal }) =>
    pledgeMiner(requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof pledgeMiner>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type PledgeMinerQueryResult = NonNullable<Awaited<ReturnType<typeof pledgeMiner>>>;
export type PledgeMinerQueryError = ErrorResponse;

export function usePledgeMiner<
  TData = Awaited<ReturnType<typeof pledgeMiner>>,
  TError = ErrorResponse,
>(
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof pledgeMiner>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof pledgeMiner>>,
          TError,
          Awaited<ReturnType<typeof pledgeMiner>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function usePledgeMiner<
  TData = Awaited<ReturnType<typeof pledgeMiner>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof pledgeMiner>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof pledgeMiner>>,
          TError,
          Awaited<ReturnType<typeof pledgeMiner>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function usePledgeMiner<
  TData = Awaited<ReturnType<typeof pledgeMiner>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof pledgeMiner>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Pledge (staking) products: coin, days, daily rate, limits.
 */

export function usePledgeMiner<
  TData = Awaited<ReturnType<typeof pledgeMiner>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof pledgeMiner>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getPledgeMinerQueryOptions(options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * @summary The pledge form: the product and the user's available balance in its coin.
 */
export const pledgePledgeForm = (
  params: PledgePledgeFormParams,
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  return apiCall<PledgeFormOk>({ url: `/pledge/pledge`, method: 'GET', params, signal }, options);
};

export const getPledgePledgeFormQueryKey = (params?: PledgePledgeFormParams) => {
  return [`/pledge/pledge`, ...(params ? [params] : [])] as const;
};

export const getPledgePledgeFormQueryOptions = <
  TData = Awaited<ReturnType<typeof pledgePledgeForm>>,
  TError = ErrorResponse,
>(
  params: PledgePledgeFormParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof pledgePledgeForm>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getPledgePledgeFormQueryKey(params);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof pledgePledgeForm>>> = ({ signal }) =>
    pledgePledgeForm(params, requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof pledgePledgeForm>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type PledgePledgeFormQueryResult = NonNullable<Awaited<ReturnType<typeof pledgePledgeForm>>>;
export type PledgePledgeFormQueryError = ErrorResponse;

export function usePledgePledgeForm<
  TData = Awaited<ReturnType<typeof pledgePledgeForm>>,
  TError = ErrorResponse,
>(
  params: PledgePledgeFormParams,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof pledgePledgeForm>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof pledgePledgeForm>>,
          TError,
          Awaited<ReturnType<typeof pledgePledgeForm>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function usePledgePledgeForm<
  TData = Awaited<ReturnType<typeof pledgePledgeForm>>,
  TError = ErrorResponse,
>(
  params: PledgePledgeFormParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof pledgePledgeForm>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof pledgePledgeForm>>,
          TError,
          Awaited<ReturnType<typeof pledgePledgeForm>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function usePledgePledgeForm<
  TData = Awaited<ReturnType<typeof pledgePledgeForm>>,
  TError = ErrorResponse,
>(
  params: PledgePledgeFormParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof pledgePledgeForm>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary The pledge form: the product and the user's available balance in its coin.
 */

export function usePledgePledgeForm<
  TData = Awaited<ReturnType<typeof pledgePledgeForm>>,
  TError = ErrorResponse,
>(
  params: PledgePledgeFormParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof pledgePledgeForm>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getPledgePledgeFormQueryOptions(params, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * A product the operator has closed, or one on a delisted coin, takes no new pledges (409, code 2760);
 * running pledges keep their days and daily rate.
 * @summary Stake a quantity: it is locked (frozen) for the product's days, earns a daily award and is released at the end.
 */
export const pledgePledge = (
  pledgePledgeBody: PledgePledgeBody,
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  formUrlEncoded.append(`id`, pledgePledgeBody.id.toString());
  formUrlEncoded.append(`amount`, pledgePledgeBody.amount);

  return apiCall<PledgeOk>(
    {
      url: `/pledge/pledge`,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getPledgePledgeMutationKey = () => ['pledgePledge'] as const;

export const getPledgePledgeMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof pledgePledge>>,
    TError,
    PledgePledgeMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof apiCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof pledgePledge>>,
  TError,
  PledgePledgeMutationVariables,
  TContext
> => {
  const mutationKey = getPledgePledgeMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof pledgePledge>>,
    PledgePledgeMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return pledgePledge(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type PledgePledgeMutationResult = NonNullable<Awaited<ReturnType<typeof pledgePledge>>>;
export type PledgePledgeMutationBody = PledgePledgeBody;
export type PledgePledgeMutationError = ErrorResponse;
export type PledgePledgeMutationVariables = { data: PledgePledgeBody };

/**
 * @summary Stake a quantity: it is locked (frozen) for the product's days, earns a daily award and is released at the end.
 */
export const usePledgePledge = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof pledgePledge>>,
      TError,
      PledgePledgeMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof pledgePledge>>,
  TError,
  PledgePledgeMutationVariables,
  TContext
> => {
  return useMutation(getPledgePledgeMutationOptions(options), queryClient);
};
/**
 * @summary The user's pledges (active, released), newest first.
 */
export const pledgePledgeRecord = (
  params?: PledgePledgeRecordParams,
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  return apiCall<PledgePageOk>(
    { url: `/pledge/pledgeRecord`, method: 'GET', params, signal },
    options,
  );
};

export const getPledgePledgeRecordQueryKey = (params?: PledgePledgeRecordParams) => {
  return [`/pledge/pledgeRecord`, ...(params ? [params] : [])] as const;
};

export const getPledgePledgeRecordQueryOptions = <
  TData = Awaited<ReturnType<typeof pledgePledgeRecord>>,
  TError = ErrorResponse,
>(
  params?: PledgePledgeRecordParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof pledgePledgeRecord>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getPledgePledgeRecordQueryKey(params);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof pledgePledgeRecord>>> = ({ signal }) =>
    pledgePledgeRecord(params, requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof pledgePledgeRecord>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type PledgePledgeRecordQueryResult = NonNullable<
  Awaited<ReturnType<typeof pledgePledgeRecord>>
>;
export type PledgePledgeRecordQueryError = ErrorResponse;

export function usePledgePledgeRecord<
  TData = Awaited<ReturnType<typeof pledgePledgeRecord>>,
  TError = ErrorResponse,
>(
  params: undefined | PledgePledgeRecordParams,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof pledgePledgeRecord>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof pledgePledgeRecord>>,
          TError,
          Awaited<ReturnType<typeof pledgePledgeRecord>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function usePledgePledgeRecord<
  TData = Awaited<ReturnType<typeof pledgePledgeRecord>>,
  TError = ErrorResponse,
>(
  params?: PledgePledgeRecordParams,
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof pledgePledgeRecord>>, TError, TData>
    > &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof pledgePledgeRecord>>,
          TError,
          Awaited<ReturnType<typeof pledgePledgeRecord>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function usePledgePledgeRecord<
  TData = Awaited<ReturnType<typeof pledgePledgeRecord>>,
  TError = ErrorResponse,
>(
  params?: PledgePledgeRecordParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof pledgePledgeRecord>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary The user's pledges (active, released), newest first.
 */

export function usePledgePledgeRecord<
  TData = Awaited<ReturnType<typeof pledgePledgeRecord>>,
  TError = ErrorResponse,
>(
  params?: PledgePledgeRecordParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof pledgePledgeRecord>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getPledgePledgeRecordQueryOptions(params, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * @summary The user's daily pledge awards, newest first.
 */
export const pledgeAward = (
  params?: PledgeAwardParams,
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  return apiCall<PledgeAwardPageOk>(
    { url: `/pledge/award`, method: 'GET', params, signal },
    options,
  );
};

export const getPledgeAwardQueryKey = (params?: PledgeAwardParams) => {
  return [`/pledge/award`, ...(params ? [params] : [])] as const;
};

export const getPledgeAwardQueryOptions = <
  TData = Awaited<ReturnType<typeof pledgeAward>>,
  TError = ErrorResponse,
>(
  params?: PledgeAwardParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof pledgeAward>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getPledgeAwardQueryKey(params);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof pledgeAward>>> = ({ signal }) =>
    pledgeAward(params, requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof pledgeAward>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type PledgeAwardQueryResult = NonNullable<Awaited<ReturnType<typeof pledgeAward>>>;
export type PledgeAwardQueryError = ErrorResponse;

export function usePledgeAward<
  TData = Awaited<ReturnType<typeof pledgeAward>>,
  TError = ErrorResponse,
>(
  params: undefined | PledgeAwardParams,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof pledgeAward>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof pledgeAward>>,
          TError,
          Awaited<ReturnType<typeof pledgeAward>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function usePledgeAward<
  TData = Awaited<ReturnType<typeof pledgeAward>>,
  TError = ErrorResponse,
>(
  params?: PledgeAwardParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof pledgeAward>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof pledgeAward>>,
          TError,
          Awaited<ReturnType<typeof pledgeAward>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function usePledgeAward<
  TData = Awaited<ReturnType<typeof pledgeAward>>,
  TError = ErrorResponse,
>(
  params?: PledgeAwardParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof pledgeAward>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary The user's daily pledge awards, newest first.
 */

export function usePledgeAward<
  TData = Awaited<ReturnType<typeof pledgeAward>>,
  TError = ErrorResponse,
>(
  params?: PledgeAwardParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof pledgeAward>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getPledgeAwardQueryOptions(params, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}
