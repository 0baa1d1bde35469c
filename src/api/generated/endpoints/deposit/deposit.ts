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
  ChargeMentionLog2Params,
  ChargeRequest,
  DepositAddressOk,
  DepositChannelsOk,
  DepositDetailParams,
  DepositOk,
  DepositPageOk,
  ErrorResponse,
  WalletGetInAddressBody,
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
 * @summary The coins that can be deposited (networks, minimum, fee rate) and the platform's receiving bank, WeChat and Alipay details.
 */
export const depositChannels = (
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  return apiCall<DepositChannelsOk>({ url: `/deposit/channels`, method: 'GET', signal }, options);
};

export const getDepositChannelsQueryKey = () => {
  return [`/deposit/channels`] as const;
};

export const getDepositChannelsQueryOptions = <
  TData = Awaited<ReturnType<typeof depositChannels>>,
  TError = ErrorResponse,
>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof depositChannels>>, TError, TData>>;
  request?: SecondParameter<typeof apiCall>;
}) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getDepositChannelsQueryKey();

  const queryFn: QueryFunction<Awaited<ReturnType<typeof depositChannels>>> = ({ signal }) =>
    depositChannels(requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof depositChannels>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type DepositChannelsQueryResult = NonNullable<Awaited<ReturnType<typeof depositChannels>>>;
export type DepositChannelsQueryError = ErrorResponse;

export function useDepositChannels<
  TData = Awaited<ReturnType<typeof depositChannels>>,
  TError = ErrorResponse,
>(
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof depositChannels>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof depositChannels>>,
          TError,
          Awaited<ReturnType<typeof depositChannels>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useDepositChannels<
  TData = Awaited<ReturnType<typeof depositChannels>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof depositChannels>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof depositChannels>>,
          TError,
          Awaited<ReturnType<typeof depositChannels>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useDepositChannels<
  TData = Awaited<ReturnType<typeof depositChannels>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof depositChannels>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary The coins that can be deposited (networks, minimum, fee rate) and the platform's receiving bank, WeChat and Alipay details.
 */

export function useDepositChannels<
  TData = Awaited<ReturnType<typeof depositChannels>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof depositChannels>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getDepositChannelsQueryOptions(options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * Another user's deposit, or an unknown id, answers 404.
 * @summary One of the signed-in user's deposits.
 */
export const depositDetail = (
  params: DepositDetailParams,
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  return apiCall<DepositOk>({ url: `/deposit/detail`, method: 'GET', params, signal }, options);
};

export const getDepositDetailQueryKey = (params?: DepositDetailParams) => {
  return [`/deposit/detail`, ...(params ? [params] : [])] as const;
};

export const getDepositDetailQueryOptions = <
  TData = Awaited<ReturnType<typeof depositDetail>>,
  TError = ErrorResponse,
>(
  params: DepositDetailParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof depositDetail>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getDepositDetailQueryKey(params);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof depositDetail>>> = ({ signal }) =>
    depositDetail(params, requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof depositDetail>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type DepositDetailQueryResult = NonNullable<Awaited<ReturnType<typeof depositDetail>>>;
export type DepositDetailQueryError = ErrorResponse;

export function useDepositDetail<
  TData = Awaited<ReturnType<typeof depositDetail>>,
  TError = ErrorResponse,
>(
  params: DepositDetailParams,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof depositDetail>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof depositDetail>>,
          TError,
          Awaited<ReturnType<typeof depositDetail>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useDepositDetail<
  TData = Awaited<ReturnType<typeof depositDetail>>,
  TError = ErrorResponse,
>(
  params: DepositDetailParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof depositDetail>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof depositDetail>>,
          TError,
          Awaited<ReturnType<typeof depositDetail>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useDepositDetail<
  TData = Awaited<ReturnType<typeof depositDetail>>,
  TError = ErrorResponse,
>(
  params: DepositDetailParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof depositDetail>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary One of the signed-in user's deposits.
 */

export function useDepositDetail<
  TData = Awaited<ReturnType<typeof depositDetail>>,
  TError = ErrorResponse,
>(
  params: DepositDetailParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof depositDetail>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getDepositDetailQueryOptions(params, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * The address is the same every time for one user and network (derived from the user id and an
 * installation secret). An unknown coin, or a network the coin is not offered on, answers 400.
 * @summary The platform's deposit address of the signed-in user for a coin on a network.
 */
export const walletGetInAddress = (
  walletGetInAddressBody: WalletGetInAddressBody,
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  formUrlEncoded.append(`currency_id`, walletGetInAddressBody.currency_id.toString());
  formUrlEncoded.append(`network`, walletGetInAddressBody.network);

  return apiCall<DepositAddressOk>(
    {
      url: `/wallet/get_in_address`,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getWalletGetInAddressQueryKey = (walletGetInAddressBody?: WalletGetInAddressBody) => {
  return ['POST', `/wallet/get_in_address`, walletGetInAddressBody] as const;
};

export const getWalletGetInAddressQueryOptions = <
  TData = Awaited<ReturnType<typeof walletGetInAddress>>,
  TError = ErrorResponse,
>(
  walletGetInAddressBody: WalletGetInAddressBody,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof walletGetInAddress>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getWalletGetInAddressQueryKey(walletGetInAddressBody);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof walletGetInAddress>>> = ({ signal }) =>
    walletGetInAddress(walletGetInAddressBody, requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof walletGetInAddress>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type WalletGetInAddressQueryResult = NonNullable<
  Awaited<ReturnType<typeof walletGetInAddress>>
>;
export type WalletGetInAddressQueryError = ErrorResponse;

export function useWalletGetInAddress<
  TData = Awaited<ReturnType<typeof walletGetInAddress>>,
  TError = ErrorResponse,
>(
  walletGetInAddressBody: WalletGetInAddressBody,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof walletGetInAddress>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof walletGetInAddress>>,
          TError,
          Awaited<ReturnType<typeof walletGetInAddress>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useWalletGetInAddress<
  TData = Awaited<ReturnType<typeof walletGetInAddress>>,
  TError = ErrorResponse,
>(
  walletGetInAddressBody: WalletGetInAddressBody,
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof walletGetInAddress>>, TError, TData>
    > &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof walletGetInAddress>>,
          TError,
          Awaited<ReturnType<typeof walletGetInAddress>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useWalletGetInAddress<
  TData = Awaited<ReturnType<typeof walletGetInAddress>>,
  TError = ErrorResponse,
>(
  walletGetInAddressBody: WalletGetInAddressBody,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof walletGetInAddress>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary The platform's deposit address of the signed-in user for a coin on a network.
 */

export function useWalletGetInAddress<
  TData = Awaited<ReturnType<typeof walletGetInAddress>>,
  TError = ErrorResponse,
>(
  walletGetInAddressBody: WalletGetInAddressBody,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof walletGetInAddress>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getWalletGetInAddressQueryOptions(walletGetInAddressBody, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * `type` chain needs `currency_id` and `network` (the address is the user's deposit address on
 * it); bank, wechat and alipay deposit the coin of that channel. The amount must reach the
 * minimum of the coin or channel (422, code 1601); `image` must be one of the caller's own
 * uploads (422, code 1602). The deposit is under review until the operator passes it (the spot
 * wallet is credited the amount less the fee) or rejects it (nothing is credited).
 * @summary Apply for a deposit by chain, bank card, WeChat or Alipay, with a proof picture.
 */
export const walletChargeReq = (
  chargeRequest: ChargeRequest,
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  formUrlEncoded.append(`type`, chargeRequest.type);
  if (chargeRequest.currency_id !== undefined) {
    formUrlEncoded.append(`currency_id`, chargeRequest.currency_id.toString());
  }
  if (chargeRequest.network !== undefined) {
    formUrlEncoded.append(`network`, chargeRequest.network);
  }
  formUrlEncoded.append(`amount`, chargeRequest.amount);
  formUrlEncoded.append(`image`, chargeRequest.image);

  return apiCall<DepositOk>(
    {
      url: `/wallet/charge_req`,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getWalletChargeReqMutationKey = () => ['walletChargeReq'] as const;

export const getWalletChargeReqMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof walletChargeReq>>,
    TError,
    WalletChargeReqMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof apiCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof walletChargeReq>>,
  TError,
  WalletChargeReqMutationVariables,
  TContext
> => {
  const mutationKey = getWalletChargeReqMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof walletChargeReq>>,
    WalletChargeReqMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return walletChargeReq(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type WalletChargeReqMutationResult = NonNullable<
  Awaited<ReturnType<typeof walletChargeReq>>
>;
export type WalletChargeReqMutationBody = ChargeRequest;
export type WalletChargeReqMutationError = ErrorResponse;
export type WalletChargeReqMutationVariables = { data: ChargeRequest };

/**
 * @summary Apply for a deposit by chain, bank card, WeChat or Alipay, with a proof picture.
 */
export const useWalletChargeReq = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof walletChargeReq>>,
      TError,
      WalletChargeReqMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof walletChargeReq>>,
  TError,
  WalletChargeReqMutationVariables,
  TContext
> => {
  return useMutation(getWalletChargeReqMutationOptions(options), queryClient);
};
/**
 * @summary The signed-in user's deposit records, newest first, optionally of one coin.
 */
export const chargeMentionLog2 = (
  params?: ChargeMentionLog2Params,
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  return apiCall<DepositPageOk>(
    { url: `/charge_mention/log2`, method: 'GET', params, signal },
    options,
  );
};

export const getChargeMentionLog2QueryKey = (params?: ChargeMentionLog2Params) => {
  return [`/charge_mention/log2`, ...(params ? [params] : [])] as const;
};

export const getChargeMentionLog2QueryOptions = <
  TData = Awaited<ReturnType<typeof chargeMentionLog2>>,
  TError = ErrorResponse,
>(
  params?: ChargeMentionLog2Params,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof chargeMentionLog2>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getChargeMentionLog2QueryKey(params);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof chargeMentionLog2>>> = ({ signal }) =>
    chargeMentionLog2(params, requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof chargeMentionLog2>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type ChargeMentionLog2QueryResult = NonNullable<
  Awaited<ReturnType<typeof chargeMentionLog2>>
>;
export type ChargeMentionLog2QueryError = ErrorResponse;

export function useChargeMentionLog2<
  TData = Awaited<ReturnType<typeof chargeMentionLog2>>,
  TError = ErrorResponse,
>(
  params: undefined | ChargeMentionLog2Params,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof chargeMentionLog2>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof chargeMentionLog2>>,
          TError,
          Awaited<ReturnType<typeof chargeMentionLog2>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useChargeMentionLog2<
  TData = Awaited<ReturnType<typeof chargeMentionLog2>>,
  TError = ErrorResponse,
>(
  params?: ChargeMentionLog2Params,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof chargeMentionLog2>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof chargeMentionLog2>>,
          TError,
          Awaited<ReturnType<typeof chargeMentionLog2>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useChargeMentionLog2<
  TData = Awaited<ReturnType<typeof chargeMentionLog2>>,
  TError = ErrorResponse,
>(
  params?: ChargeMentionLog2Params,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof chargeMentionLog2>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary The signed-in user's deposit records, newest first, optionally of one coin.
 */

export function useChargeMentionLog2<
  TData = Awaited<ReturnType<typeof chargeMentionLog2>>,
  TError = ErrorResponse,
>(
  params?: ChargeMentionLog2Params,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof chargeMentionLog2>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getChargeMentionLog2QueryOptions(params, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}
